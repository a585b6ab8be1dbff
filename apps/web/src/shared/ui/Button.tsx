import type { ButtonHTMLAttributes } from 'react';
import { cx } from '../lib/cx';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Disables the button and shows a spinner while a request is in flight. */
  loading?: boolean;
  block?: boolean;
  size?: 'md' | 'sm';
}

/** Every variant keeps a 44 px touch target (WCAG 2.5.5), even the small one. */
export function Button({
  variant = 'primary',
  loading = false,
  block,
  size = 'md',
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={cx('btn', `btn--${variant}`, size === 'sm' && 'btn--sm', block && 'btn--block', className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </button>
  );
}

/** Class names for links styled as buttons (react-router Link keeps real navigation semantics). */
export function buttonClass(variant: ButtonVariant = 'primary', block = false, size: 'md' | 'sm' = 'md'): string {
  return cx('btn', `btn--${variant}`, size === 'sm' && 'btn--sm', block && 'btn--block');
}
