import styled, { css } from 'styled-components';
import { buttonReset, focusRing, transition } from '../theme/mixins';

export const TabsRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-inline-size: 0;
`;

export const TabList = styled.div<{ $fitted: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  border-block-end: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border.subtle};
  scrollbar-width: none;

  ${({ $fitted }) =>
    $fitted &&
    css`
      & > * {
        flex: 1;
      }
    `}
`;

export const Tab = styled.button<{ $selected: boolean }>`
  ${buttonReset}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  padding-inline: ${({ theme }) => theme.space[4]};
  border-block-end: ${({ theme }) => theme.borderWidths.heavy} solid transparent;
  margin-block-end: calc(-1 * ${({ theme }) => theme.borderWidths.thin});
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.secondary};
  white-space: nowrap;
  ${transition('color, border-color')}
  ${focusRing}

  &:focus-visible {
    outline-offset: calc(-1 * ${({ theme }) => theme.sizes.focusRing});
  }

  &:hover {
    color: ${({ theme }) => theme.colors.text.primary};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.text.disabled};
  }

  ${({ $selected, theme }) =>
    $selected &&
    css`
      color: ${theme.colors.action.secondary.fg};
      border-block-end-color: ${theme.colors.action.primary.bg};
      &:hover {
        color: ${theme.colors.action.secondary.fg};
      }
    `}
`;

export const TabPanel = styled.div`
  min-inline-size: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusRing}
`;
