import styled, { css } from 'styled-components';
import { focusRingOutline, transition } from '../theme/mixins';

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Legend = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Options = styled.div<{ $horizontal: boolean }>`
  display: flex;
  flex-direction: ${({ $horizontal }) => ($horizontal ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme, $horizontal }) => ($horizontal ? theme.space[3] : theme.space[1])};
`;

export const OptionLabel = styled.label<{ $tile: boolean; $disabled: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding-block: ${({ theme }) => theme.space[2]};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.text.secondary : theme.colors.text.primary)};

  ${({ $tile, theme }) =>
    $tile &&
    css`
      align-items: center;
      padding-inline: ${theme.space[4]};
      border: ${({ theme }) => theme.borderWidths.thin} solid ${theme.colors.border.strong};
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

export const RadioInput = styled.input`
  position: absolute;
  inline-size: 1.25rem;
  block-size: 1.25rem;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

export const Circle = styled.span<{ $invalid: boolean }>`
  position: relative;
  flex-shrink: 0;
  inline-size: 1.25rem;
  block-size: 1.25rem;
  margin-block-start: 0.125rem;
  border: ${({ theme }) => theme.borderWidths.thick} solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.border.danger : theme.colors.border.strong)};
  border-radius: ${({ theme }) => theme.radii.round};
  background-color: ${({ theme }) => theme.colors.background.surface};
  ${transition('border-color')}

  &::after {
    content: '';
    position: absolute;
    inset: 3px;
    border-radius: ${({ theme }) => theme.radii.round};
    background-color: transparent;
  }

  ${RadioInput}:checked + & {
    border-color: ${({ theme }) => theme.colors.action.primary.bg};
  }

  ${RadioInput}:checked + &::after {
    background-color: ${({ theme }) => theme.colors.action.primary.bg};
  }

  ${RadioInput}:focus-visible + & {
    ${focusRingOutline}
  }

  ${RadioInput}:disabled + & {
    background-color: ${({ theme }) => theme.colors.action.disabled.bg};
    border-color: ${({ theme }) => theme.colors.action.disabled.border};
  }
`;

export const OptionText = styled.span`
  display: flex;
  flex-direction: column;
`;

export const OptionHint = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const GroupHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const GroupError = styled(GroupHint)`
  color: ${({ theme }) => theme.colors.text.danger};
`;
