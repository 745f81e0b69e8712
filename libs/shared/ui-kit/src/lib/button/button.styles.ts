import styled, { css } from 'styled-components';
import { buttonReset, focusRing, transition } from '../theme/mixins';

/** Visual variants of buttons. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
/** Button heights, from the control sizes. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Transient style props shared by Button and ButtonLink. */
export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
  $loading?: boolean;
}

const sizeStyles = {
  sm: css`
    min-block-size: ${({ theme }) => theme.sizes.control.sm};
    padding-inline: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    gap: ${({ theme }) => theme.space[1]};
  `,
  md: css`
    min-block-size: ${({ theme }) => theme.sizes.control.md};
    padding-inline: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    gap: ${({ theme }) => theme.space[2]};
  `,
  lg: css`
    min-block-size: ${({ theme }) => theme.sizes.control.lg};
    padding-inline: ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    gap: ${({ theme }) => theme.space[2]};
  `,
};

const variantStyles = {
  primary: css`
    background-color: ${({ theme }) => theme.colors.action.primary.bg};
    color: ${({ theme }) => theme.colors.action.primary.fg};
    border-color: ${({ theme }) => theme.colors.action.primary.bg};
    &:hover {
      background-color: ${({ theme }) => theme.colors.action.primary.bgHover};
      border-color: ${({ theme }) => theme.colors.action.primary.bgHover};
    }
    &:active {
      background-color: ${({ theme }) => theme.colors.action.primary.bgActive};
    }
  `,
  secondary: css`
    background-color: ${({ theme }) => theme.colors.action.secondary.bg};
    color: ${({ theme }) => theme.colors.action.secondary.fg};
    border-color: ${({ theme }) => theme.colors.action.secondary.border};
    &:hover {
      background-color: ${({ theme }) => theme.colors.action.secondary.bgHover};
    }
    &:active {
      background-color: ${({ theme }) => theme.colors.action.secondary.bgActive};
    }
  `,
  ghost: css`
    background-color: ${({ theme }) => theme.colors.action.ghost.bg};
    color: ${({ theme }) => theme.colors.action.ghost.fg};
    border-color: transparent;
    &:hover {
      background-color: ${({ theme }) => theme.colors.action.ghost.bgHover};
    }
    &:active {
      background-color: ${({ theme }) => theme.colors.action.ghost.bgActive};
    }
  `,
  danger: css`
    background-color: ${({ theme }) => theme.colors.action.danger.bg};
    color: ${({ theme }) => theme.colors.action.danger.fg};
    border-color: ${({ theme }) => theme.colors.action.danger.bg};
    &:hover {
      background-color: ${({ theme }) => theme.colors.action.danger.bgHover};
      border-color: ${({ theme }) => theme.colors.action.danger.bgHover};
    }
  `,
};

/** Styles of a button-looking element; shared by Button and ButtonLink. */
export const buttonStyles = css<ButtonStyleProps>`
  ${buttonReset}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: ${({ theme }) => theme.borderWidths.thin} solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  user-select: none;
  ${transition('background-color, border-color, color, box-shadow')}
  ${({ $size }) => sizeStyles[$size]}
  ${({ $variant }) => variantStyles[$variant]}
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    background-color: ${({ theme }) => theme.colors.action.disabled.bg};
    color: ${({ theme }) => theme.colors.action.disabled.fg};
    border-color: ${({ theme }) => theme.colors.action.disabled.border};
  }

  ${({ $loading }) =>
    $loading &&
    css`
      cursor: progress;
    `}
`;

export const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export const ButtonIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
`;

export const ButtonLabel = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;
