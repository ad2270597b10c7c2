import { NavLink } from '@momentum/app-kit/router';
import styled from 'styled-components';

/**
 * Edge to edge over the page's padding. Stuck at the top it lies under the status bar where the page
 * runs beneath one: its background covers that strip and its links sit below it.
 */
export const Switch = styled.nav`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: grid;
  grid-template-columns: 1fr 1fr;
  margin: calc(-1 * (${({ theme }) => theme.space[4]} + ${({ theme }) => theme.safeArea.top})) -${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.safeArea.top};
  background: ${({ theme }) => theme.colors.black};
  border-bottom: 0.2rem solid ${({ theme }) => theme.colors.darkGray};
`;

export const SwitchLink = styled(NavLink)`
  display: flex;
  align-items: center;
  justify-content: center;
  height: ${({ theme }) => theme.layout.headerHeight};
  color: ${({ theme }) => theme.colors.darkGray};
  font-size: ${({ theme }) => theme.fontSizes.base};
  text-decoration: none;

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.yellow};
    box-shadow: inset 0 -0.3rem 0 ${({ theme }) => theme.colors.yellow};
  }
`;
