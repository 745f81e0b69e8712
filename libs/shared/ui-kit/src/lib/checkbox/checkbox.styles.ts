import styled, { css } from 'styled-components';
import { focusRingOutline, transition } from '../theme/mixins';

export const CheckboxRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const CheckboxLabel = styled.label<{ $tile: boolean; $disabled: boolean; $invalid: boolean }>`
  position: relative;
  display: inline-flex;
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
      border: ${({ theme }) => theme.borderWidths.thin} solid
        ${$invalid ? theme.colors.border.danger : theme.colors.border.strong};
      border-radius: ${theme.radii.lg};
      background-color: ${theme.colors.background.surface};
      font-weight: ${theme.fontWeights.semibold};
      ${transition('background-color, border-color')}

      &:has(input:checked) {
        border-color: ${theme.colors.border.selected};
        background-color: ${theme.colors.background.selected};
        box-shadow: inset 0 0 0 ${theme.borderWidths.thin} ${theme.colors.border.selected};
      }
    `}
`;

/** The native input covers the drawn box: it stays clickable, focusable and announced. */
export const HiddenInput = styled.input`
  position: absolute;
  inline-size: 1.25rem;
  block-size: 1.25rem;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

export const Box = styled.span<{ $invalid: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: 1.25rem;
  block-size: 1.25rem;
  margin-block-start: 0.125rem;
  border: ${({ theme }) => theme.borderWidths.thick} solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.border.danger : theme.colors.border.strong)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background-color: ${({ theme }) => theme.colors.background.surface};
  color: transparent;
  ${transition('background-color, border-color')}

  svg {
    inline-size: 0.875rem;
    block-size: 0.875rem;
    stroke-width: 3;
  }

  ${HiddenInput}:checked + &,
  ${HiddenInput}:indeterminate + & {
    background-color: ${({ theme }) => theme.colors.action.primary.bg};
    border-color: ${({ theme }) => theme.colors.action.primary.bg};
    color: ${({ theme }) => theme.colors.action.primary.fg};
  }

  ${HiddenInput}:focus-visible + & {
    ${focusRingOutline}
  }

  ${HiddenInput}:disabled + & {
    background-color: ${({ theme }) => theme.colors.action.disabled.bg};
    border-color: ${({ theme }) => theme.colors.action.disabled.border};
  }
`;

export const LabelText = styled.span`
  flex: 1;
`;

export const CheckboxHint = styled.p`
  padding-inline-start: ${({ theme }) => theme.space[8]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const CheckboxError = styled(CheckboxHint)`
  color: ${({ theme }) => theme.colors.text.danger};
`;
