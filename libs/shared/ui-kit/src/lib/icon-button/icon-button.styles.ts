import styled, { css } from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonStyleProps } from '../button/button.styles';

const squareSize = {
  sm: css`
    inline-size: ${({ theme }) => theme.sizes.control.sm};
    min-block-size: ${({ theme }) => theme.sizes.control.sm};
  `,
  md: css`
    inline-size: ${({ theme }) => theme.sizes.control.md};
    min-block-size: ${({ theme }) => theme.sizes.control.md};
  `,
  lg: css`
    inline-size: ${({ theme }) => theme.sizes.control.lg};
    min-block-size: ${({ theme }) => theme.sizes.control.lg};
  `,
};

export const StyledIconButton = styled.button<ButtonStyleProps & { $round: boolean; $pressed: boolean }>`
  ${buttonStyles}
  position: relative;
  padding-inline: 0;
  flex-shrink: 0;
  ${({ $size }: { $size: ButtonSize }) => squareSize[$size]}
  border-radius: ${({ theme, $round }) => ($round ? theme.radii.round : theme.radii.md)};

  ${({ $pressed, theme }) =>
    $pressed &&
    css`
      background-color: ${theme.colors.background.selected};
      border-color: ${theme.colors.border.selected};
      color: ${theme.colors.action.secondary.fg};
    `}
`;
