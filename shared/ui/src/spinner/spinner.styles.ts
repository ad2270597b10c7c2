import styled, { keyframes } from 'styled-components';

// Stepped rotation: a pixel spinner should tick, not glide.
const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** Sized by CSS: an SVG width/height attribute takes unitless user units only, never a rem length. */
export const SpinnerSvg = styled.svg<{ $size: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  animation: ${spin} 800ms steps(8) infinite;
`;
