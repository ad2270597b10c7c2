import styled from 'styled-components';
import { Link } from '@momentum/app-kit/router';
import type { BucketState } from '../lib/bucket-state';

export const TextInput = styled.input`
  width: 100%;
  min-height: 4rem;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 0.2rem dashed ${({ theme }) => theme.colors.darkGray};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.base};

  &::placeholder {
    color: ${({ theme }) => theme.colors.darkGray};
  }
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
`;

export const Row = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 5.6rem;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #1a1a1a;
`;

export const Content = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.base};
`;

const stateColor = { completed: 'darkGray', challenging: 'yellow', pending: 'blueText' } as const;

/** The state's word; a waiting proof's thumbnail sits before it, on the same line. */
export const StateLabel = styled.span<{ $state: BucketState }>`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme, $state }) => theme.colors[stateColor[$state]]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Menu = styled.ul`
  position: absolute;
  right: ${({ theme }) => theme.space[2]};
  top: calc(100% - ${({ theme }) => theme.space[1]});
  z-index: ${({ theme }) => theme.zIndex.header};
  min-width: 16rem;
  padding: ${({ theme }) => theme.space[2]};
  list-style: none;
  border: 0.2rem solid ${({ theme }) => theme.colors.yellow};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.black};

  a {
    display: flex;
    align-items: center;
    min-height: 4.4rem;
    padding: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.white};
    text-decoration: none;
  }
`;

export const Skeleton = styled.div`
  height: 5.6rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #1a1a1a;
`;

export const ProofsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 4.4rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
