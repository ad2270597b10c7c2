import styled, { keyframes } from 'styled-components';

const rise = keyframes`
  from { opacity: 0; transform: translateY(0.8rem); }
  to { opacity: 1; transform: none; }
`;

/** Pinned above the tab bar, inside the 375px column; pointer events pass through to the page. */
export const Region = styled.div`
  position: fixed;
  left: 50%;
  bottom: calc(${({ theme }) => theme.layout.tabBarSpace} + ${({ theme }) => theme.space[4]});
  z-index: ${({ theme }) => theme.zIndex.toast};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  padding: 0 ${({ theme }) => theme.space[4]};
  transform: translateX(-50%);
  display: flex;
  justify-content: center;
  pointer-events: none;
`;

export const ToastBox = styled.div`
  max-width: 100%;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.black};
  border: 0.2rem solid ${({ theme }) => theme.colors.black};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: 0.3rem 0.3rem 0 ${({ theme }) => theme.colors.yellow};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-align: center;
  animation: ${rise} ${({ theme }) => theme.motion.normal}ms ease-out;
`;
