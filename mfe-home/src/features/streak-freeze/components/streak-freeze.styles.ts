import styled from 'styled-components';

export const Chip = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  /* Beside the bell, whatever the title's width. */
  margin-left: auto;
  min-height: 4.4rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 0.2rem solid ${({ theme }) => theme.colors.blue};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.white};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
  cursor: pointer;
`;

export const Explanation = styled.p`
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
