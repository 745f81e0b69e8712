import styled, { css } from 'styled-components';
import { transition } from '../theme/mixins';

export const DropzoneRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const DropzoneLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Zone = styled.div<{ $active: boolean; $invalid: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borderWidths.thick} dashed
    ${({ theme, $invalid }) => ($invalid ? theme.colors.border.danger : theme.colors.border.strong)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.background.surface};
  text-align: center;
  color: ${({ theme }) => theme.colors.text.secondary};
  ${transition('background-color, border-color')}

  ${({ $active, theme }) =>
    $active &&
    css`
      border-color: ${theme.colors.border.selected};
      background-color: ${theme.colors.background.selected};
    `}

  ${({ $disabled, theme }) =>
    $disabled &&
    css`
      background-color: ${theme.colors.action.disabled.bg};
    `}
`;

export const ZoneIcon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.brand.primary};
`;

export const Instructions = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const DropzoneHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const DropzoneError = styled(DropzoneHint)`
  color: ${({ theme }) => theme.colors.text.danger};
`;
