import styled, { css } from 'styled-components';

export const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  /* Free scrolling: no scroll-snap, native momentum on touch, pointer drag for a mouse. */
  overflow-x: auto;
  overscroll-behavior-x: contain;
  -webkit-overflow-scrolling: touch;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[1]}`};
  scrollbar-width: none;
  cursor: grab;
  /* Safari still takes it only prefixed; styled-components 6 adds no prefixes. */
  -webkit-user-select: none;
  user-select: none;
  &::-webkit-scrollbar {
    display: none;
  }
  &:active {
    cursor: grabbing;
  }
`;

export const FriendButton = styled.button`
  flex: 0 0 auto;
  width: 6.8rem;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
`;

export const Avatar = styled.img<{ $selected: boolean; $pinned: boolean }>`
  width: 5.6rem;
  height: 5.6rem;
  border-radius: ${({ theme }) => theme.radii.round};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.darkGray};
  outline: 0.3rem solid transparent;
  outline-offset: 0.2rem;
  ${({ $selected, $pinned, theme }) =>
    $selected
      ? css`
          outline-color: ${theme.colors.blue};
        `
      : $pinned &&
        css`
          outline-color: ${theme.colors.yellow};
        `}
  /* The browser's drag ghost of an <img> would fight the carousel's own drag. */
  -webkit-user-drag: none;
  pointer-events: none;
`;

export const Nickname = styled.span`
  max-width: 100%;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const SkeletonAvatar = styled.span`
  flex: 0 0 auto;
  width: 5.6rem;
  height: 5.6rem;
  margin: 0 0.6rem 2.2rem;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.darkGray};
  opacity: 0.4;
`;
