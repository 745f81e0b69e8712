import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import type { ButtonSize, ButtonVariant } from '../button/button.styles';
import { StyledIconButton } from './icon-button.styles';

/** Props of IconButton. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** Accessible name (the button shows only an icon), e.g. 'Fermer'. Required. */
  label: string;
  /** The icon, decorative (from the kit's icon set). */
  icon: ReactNode;
  /**
   * Visual weight.
   * @default 'ghost'
   */
  variant?: ButtonVariant;
  /**
   * Square size.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Round instead of rounded-square.
   * @default false
   */
  round?: boolean;
  /** For toggle buttons: the pressed state, exposed as `aria-pressed`. Leave undefined for plain buttons. */
  pressed?: boolean;
  /**
   * Native button type.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
  /** Extra content positioned over the icon (a count badge). */
  children?: ReactNode;
  /** Ref to the native button. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Button showing only an icon; its `label` becomes the `aria-label`.
 *
 * @example
 * <IconButton label={t('close')} icon={<CloseIcon />} onClick={onClose} />
 */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  round = false,
  pressed,
  type = 'button',
  children,
  ref,
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton
      ref={ref}
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      $variant={variant}
      $size={size}
      $fullWidth={false}
      $round={round}
      $pressed={pressed === true}
      data-ui="icon-button-root"
      {...rest}
    >
      {icon}
      {children}
    </StyledIconButton>
  );
}
