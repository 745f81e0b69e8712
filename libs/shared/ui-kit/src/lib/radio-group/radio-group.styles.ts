import styled from 'styled-components';
import { choiceLabel, ChoiceInput, choiceMark, type ChoiceLabelProps } from '../field/choice.styles';
import { transition } from '../theme/mixins';

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

export const OptionLabel = styled.label<ChoiceLabelProps>`
  display: flex;
  ${choiceLabel}
`;

export const Circle = styled.span<{ $invalid: boolean }>`
  position: relative;
  border-radius: ${({ theme }) => theme.radii.round};
  ${transition('border-color')}

  &::after {
    content: '';
    position: absolute;
    inset: 3px;
    border-radius: ${({ theme }) => theme.radii.round};
    background-color: transparent;
  }

  ${ChoiceInput}:checked + & {
    border-color: ${({ theme }) => theme.colors.action.primary.bg};
  }

  ${ChoiceInput}:checked + &::after {
    background-color: ${({ theme }) => theme.colors.action.primary.bg};
  }

  ${choiceMark}
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
