import styled, { css } from 'styled-components';
import { buttonReset, focusRing, transition } from '../theme/mixins';

export const Segments = styled.div`
  display: inline-flex;
  padding: ${({ theme }) => theme.space[0.5]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background-color: ${({ theme }) => theme.colors.background.sunken};
`;

export const Segment = styled.button<{ $selected: boolean }>`
  ${buttonReset}
  min-inline-size: ${({ theme }) => theme.sizes.control.sm};
  min-block-size: ${({ theme }) => theme.sizes.control.sm};
  padding-inline: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.secondary};
  text-align: center;
  ${transition('background-color, color')}
  ${focusRing}

  ${({ $selected, theme }) =>
    $selected &&
    css`
      background-color: ${theme.colors.background.surface};
      color: ${theme.colors.action.secondary.fg};
      box-shadow: ${theme.shadows.sm};
    `}
`;
