import styled from 'styled-components';
import { visuallyHiddenCss } from '../visually-hidden/visually-hidden';

export const HiddenInput = styled.input`
  ${visuallyHiddenCss}
`;

/** The tap target and preview frame; its fixed aspect ratio keeps the layout still as images load. */
export const Frame = styled.label<{ $aspectRatio: string; $disabled: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  aspect-ratio: ${({ $aspectRatio }) => $aspectRatio};
  overflow: hidden;
  border: 0.2rem dashed ${({ theme }) => theme.colors.darkGray};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.black};
  color: ${({ theme }) => theme.colors.darkGray};
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};

  /* The input is hidden, so its keyboard focus shows on the frame. */
  input:focus-visible + & {
    outline: 0.2rem solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0.2rem;
  }
`;

export const Preview = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  image-rendering: auto;
`;
