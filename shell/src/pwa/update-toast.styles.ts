import styled from 'styled-components';

/** Pinned to the top of the 375px column, clear of the tab bar and of the short-lived toasts below. */
export const UpdateRegion = styled.div`
  position: fixed;
  top: calc(${({ theme }) => theme.space[3]} + ${({ theme }) => theme.safeArea.top});
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.toast};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  padding: 0 ${({ theme }) => theme.space[4]};
  transform: translateX(-50%);
  display: flex;
  justify-content: center;
  pointer-events: none;
`;

export const UpdateButton = styled.button`
  pointer-events: auto;
  max-width: 100%;
  min-height: 4.4rem;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.yellow};
  color: ${({ theme }) => theme.colors.black};
  border: 0.2rem solid ${({ theme }) => theme.colors.black};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: 0.3rem 0.3rem 0 ${({ theme }) => theme.colors.black};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;

  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  &:focus-visible {
    outline: 0.3rem solid ${({ theme }) => theme.colors.white};
    outline-offset: 0.2rem;
  }
`;
