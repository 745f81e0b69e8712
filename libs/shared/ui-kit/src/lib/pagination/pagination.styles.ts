import styled, { css } from 'styled-components';
import { buttonReset, focusRing, transition } from '../theme/mixins';

export const PageList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PageButton = styled.button<{ $current: boolean }>`
  ${buttonReset}
  min-inline-size: ${({ theme }) => theme.sizes.touchTarget};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding-inline: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  text-align: center;
  color: ${({ theme }) => theme.colors.text.primary};
  ${transition('background-color, color')}
  ${focusRing}

  &:hover {
    background-color: ${({ theme }) => theme.colors.background.sunken};
  }

  ${({ $current, theme }) =>
    $current &&
    css`
      background-color: ${theme.colors.action.primary.bg};
      color: ${theme.colors.action.primary.fg};
      &:hover {
        background-color: ${theme.colors.action.primary.bgHover};
      }
    `}
`;

export const Gap = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
