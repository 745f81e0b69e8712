import styled, { css } from 'styled-components';
import { choiceLabel, ChoiceInput, choiceMark, type ChoiceLabelProps } from '../field/choice.styles';
import { transition } from '../theme/mixins';

export const CheckboxRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const CheckboxLabel = styled.label<ChoiceLabelProps>`
  display: inline-flex;
  ${choiceLabel}

  ${({ $tile, theme }) =>
    $tile &&
    css`
      font-weight: ${theme.fontWeights.semibold};
    `}
`;

export const Box = styled.span<{ $invalid: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: transparent;
  ${transition('background-color, border-color')}

  svg {
    inline-size: 0.875rem;
    block-size: 0.875rem;
    stroke-width: 3;
  }

  ${ChoiceInput}:checked + &,
  ${ChoiceInput}:indeterminate + & {
    background-color: ${({ theme }) => theme.colors.action.primary.bg};
    border-color: ${({ theme }) => theme.colors.action.primary.bg};
    color: ${({ theme }) => theme.colors.action.primary.fg};
  }

  ${choiceMark}
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
