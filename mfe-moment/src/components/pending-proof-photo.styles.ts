import styled from 'styled-components';

/**
 * A box of fixed size, there before the photo is read from the device: the photo fills it when it
 * arrives instead of pushing the label aside.
 */
export const PhotoFrame = styled.span<{ $size: string }>`
  display: block;
  flex: none;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #1a1a1a;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
