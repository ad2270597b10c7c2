import styled, { keyframes } from 'styled-components';

// Stepped rotation: a pixel spinner should tick, not glide.
const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerSvg = styled.svg`
  display: inline-block;
  flex: none;
  animation: ${spin} 800ms steps(8) infinite;
`;
