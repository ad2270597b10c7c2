import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.yellow};
    color: ${({ theme }) => theme.colors.black};
    border-color: ${({ theme }) => theme.colors.yellow};
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.blue};
    /* Black on the palette's blue is 5.1:1; white on it is 3.9:1, below WCAG AA for text. */
    color: ${({ theme }) => theme.colors.black};
    border-color: ${({ theme }) => theme.colors.blue};
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.white};
    border-color: ${({ theme }) => theme.colors.darkGray};
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.red};
    /* Black on the palette's red is 5.2:1; white on it is 3.9:1, below WCAG AA for text. */
    color: ${({ theme }) => theme.colors.black};
    border-color: ${({ theme }) => theme.colors.red};
  `,
};

// Transient ($) props stay out of the DOM.
export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  /* 4.4rem at least either way, the small size too: a thumb's touch target. */
  min-width: 4.4rem;
  min-height: ${({ $size }) => ($size === 'sm' ? '4.4rem' : '4.8rem')};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space[3] : theme.space[5])};
  border: 0.2rem solid;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.base)};
  line-height: 1;
  transition: filter ${({ theme }) => theme.motion.fast}ms;
  ${({ $variant }) => variants[$variant]}

  &:hover:not(:disabled) {
    filter: brightness(1.1);
  }

  &:active:not(:disabled) {
    transform: translateY(0.1rem);
  }

  /* Loading keeps the variant's colours (the action is under way, not unavailable). */
  &:disabled:not([aria-busy='true']) {
    background: ${({ theme }) => theme.colors.darkGray};
    border-color: ${({ theme }) => theme.colors.darkGray};
    color: ${({ theme }) => theme.colors.black};
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.8;
  }
`;

export const StyledIconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  /* 4.4rem: a touch target big enough for a thumb around a small pixel icon. */
  min-width: 4.4rem;
  min-height: 4.4rem;
  color: inherit;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:disabled {
    color: ${({ theme }) => theme.colors.darkGray};
  }

  /* Tapped, waiting for what it opens: the same dimmed look the page's tap keeper gives (ADR 0024). */
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;
