import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  from { opacity: 0.35; }
  to { opacity: 0.7; }
`;

/**
 * A placeholder block of fixed size: sections keep their final dimensions while loading, so nothing
 * below them jumps when the data arrives. Decorative: the section announces its own busy state.
 */
export const Skeleton = styled.span.attrs({ 'aria-hidden': true })<{ $width?: string; $height: string }>`
  display: block;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.darkGray};
  animation: ${pulse} 0.9s steps(3) infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
