// React 19: `ref` is an ordinary prop, so ConfirmDialog can focus a Button without forwardRef.
import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import { Spinner } from '../spinner/spinner';
import { StyledButton, StyledIconButton, type ButtonSize, type ButtonVariant } from './button.styles';

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Disables the button, marks it aria-busy and shows a spinner beside the label. */
  loading?: boolean;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps): ReactElement {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner />}
      {children}
    </StyledButton>
  );
}

export interface IconButtonProps extends ComponentPropsWithRef<'button'> {
  /** Required: an icon alone has no text for screen readers. */
  'aria-label': string;
  children: ReactNode;
}

/** A button whose content is an icon (decorative), named by its required aria-label. */
export function IconButton({ type = 'button', children, ...rest }: IconButtonProps): ReactElement {
  return (
    <StyledIconButton type={type} {...rest}>
      {children}
    </StyledIconButton>
  );
}
