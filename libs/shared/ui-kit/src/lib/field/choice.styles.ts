import styled, { css } from 'styled-components';
import { focusRingOutline, transition } from '../theme/mixins';

/**
 * The parts a Checkbox and a RadioGroup option share: the label that holds the drawn mark (box or
 * circle) and its text (a bordered tile in `tile` mode, highlighted while checked), the native input
 * over the mark, and the mark's size, border and focus and disabled looks.
 */

/** Props of {@link choiceLabel}. */
export interface ChoiceLabelProps {
  /** A bordered tile instead of a plain line. */
  $tile: boolean;
  $disabled: boolean;
  /** The tile's border in the danger colour. @default false */
  $invalid?: boolean;
}

/** A choice's label: box and text side by side, a touch target tall; `display` is the control's. */
export const choiceLabel = css<ChoiceLabelProps>`
  position: relative;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding-block: ${({ theme }) => theme.space[2]};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.text.secondary : theme.colors.text.primary)};

  ${({ $tile, theme, $invalid }) =>
    $tile &&
    css`
      align-items: center;
      padding-inline: ${theme.space[4]};
      border: ${theme.borderWidths.thin} solid ${$invalid ? theme.colors.border.danger : theme.colors.border.strong};
      border-radius: ${theme.radii.lg};
      background-color: ${theme.colors.background.surface};
      ${transition('background-color, border-color')}

      &:has(input:checked) {
        border-color: ${theme.colors.border.selected};
        background-color: ${theme.colors.background.selected};
        box-shadow: inset 0 0 0 ${theme.borderWidths.thin} ${theme.colors.border.selected};
      }
    `}
`;

/** The native input covers the drawn box: it stays clickable, focusable and announced. */
export const ChoiceInput = styled.input`
  position: absolute;
  inline-size: 1.25rem;
  block-size: 1.25rem;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

/**
 * The drawn box or circle beside a choice's text: its size and border (danger when invalid), and
 * the focus ring and disabled look that follow the input before it. Put it last in the mark's
 * styles: the disabled look must come after the checked one, which has the same specificity.
 */
export const choiceMark = css<{ $invalid: boolean }>`
  flex-shrink: 0;
  inline-size: 1.25rem;
  block-size: 1.25rem;
  margin-block-start: 0.125rem;
  border: ${({ theme }) => theme.borderWidths.thick} solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.border.danger : theme.colors.border.strong)};
  background-color: ${({ theme }) => theme.colors.background.surface};

  ${ChoiceInput}:focus-visible + & {
    ${focusRingOutline}
  }

  ${ChoiceInput}:disabled + & {
    background-color: ${({ theme }) => theme.colors.action.disabled.bg};
    border-color: ${({ theme }) => theme.colors.action.disabled.border};
  }
`;
