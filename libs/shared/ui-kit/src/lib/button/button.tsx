import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Spinner } from '../spinner/spinner';
import { ButtonIcon, ButtonLabel, StyledButton, type ButtonSize, type ButtonVariant } from './button.styles';

export type { ButtonSize, ButtonVariant } from './button.styles';

/** Look and layout props shared by Button and ButtonLink. */
export interface ButtonAppearanceProps {
  /**
   * Visual weight: one `primary` action per screen; `secondary` for alternatives; `ghost` for quiet
   * actions; `danger` for destructive ones.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Height and text size.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Takes the whole width of its container (mobile call-to-action).
   * @default false
   */
  fullWidth?: boolean;
  /** Icon before the label (at the inline start, so on the right in RTL). */
  startIcon?: ReactNode;
  /** Icon after the label. */
  endIcon?: ReactNode;
  /** Label. */
  children?: ReactNode;
}

/** Props of Button. */
export interface ButtonProps extends ButtonAppearanceProps, ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * Shows a spinner and ignores clicks while an action runs. The button stays focusable
   * (`aria-disabled`, not `disabled`) so keyboard users keep their place, and is `aria-busy`.
   * @default false
   */
  loading?: boolean;
  /**
   * Native button type. Defaults to `button` so a button never submits a form by accident.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
  /** Ref to the native button. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Action button.
 *
 * @example
 * <Button type="submit" loading={submitting} fullWidth>{t('signIn')}</Button>
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  startIcon,
  endIcon,
  type = 'button',
  onClick,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // A second submit while the first runs would send the request twice.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const spinnerSize = size === 'lg' ? 'md' : 'sm';
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      $loading={loading}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      data-ui="button-root"
      {...rest}
    >
      {loading ? (
        <ButtonIcon data-ui="button-spinner">
          <Spinner size={spinnerSize} />
        </ButtonIcon>
      ) : (
        startIcon && <ButtonIcon data-ui="button-start-icon">{startIcon}</ButtonIcon>
      )}
      {children !== undefined && <ButtonLabel data-ui="button-label">{children}</ButtonLabel>}
      {endIcon && <ButtonIcon data-ui="button-end-icon">{endIcon}</ButtonIcon>}
    </StyledButton>
  );
}
