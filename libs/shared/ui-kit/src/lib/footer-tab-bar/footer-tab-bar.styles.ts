import styled, { css } from 'styled-components';
import { buttonReset, transition } from '../theme/mixins';

export const Bar = styled.nav<{ $fixed: boolean }>`
  background-color: ${({ theme }) => theme.colors.background.surface};
  border-block-start: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border.subtle};
  box-shadow: ${({ theme }) => theme.shadows.up};
  /* Clear the home indicator of phones without a home button. */
  padding-block-end: env(safe-area-inset-bottom, 0);

  ${({ $fixed, theme }) =>
    $fixed &&
    css`
      position: fixed;
      inset-inline: 0;
      inset-block-end: 0;
      z-index: ${theme.zIndices.sticky};
    `}
`;

export const TabList = styled.ul`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  max-inline-size: ${({ theme }) => theme.sizes.contentMaxWidth};
  min-block-size: ${({ theme }) => theme.sizes.tabBarHeight};
  margin-inline: auto;
  margin-block: 0;
  padding: 0;
  list-style: none;
`;

export const tabStyles = css<{ $active: boolean }>`
  ${buttonReset}
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[0.5]};
  inline-size: 100%;
  block-size: 100%;
  min-block-size: ${({ theme }) => theme.sizes.tabBarHeight};
  padding: ${({ theme }) => theme.space[1]};
  color: ${({ theme, $active }) => ($active ? theme.colors.action.secondary.fg : theme.colors.text.secondary)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme, $active }) => ($active ? theme.fontWeights.bold : theme.fontWeights.semibold)};
  text-align: center;
  text-decoration: none;
  ${transition('color')}

  &::before {
    content: '';
    position: absolute;
    inset-block-start: 0;
    inset-inline: 25%;
    block-size: ${({ theme }) => theme.borderWidths.heavy};
    border-end-start-radius: ${({ theme }) => theme.radii.sm};
    border-end-end-radius: ${({ theme }) => theme.radii.sm};
    background-color: ${({ theme, $active }) => ($active ? theme.colors.action.primary.bg : 'transparent')};
  }

  &:hover {
    color: ${({ theme }) => theme.colors.text.primary};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus};
    outline-offset: -${({ theme }) => theme.sizes.focusRing};
  }
`;

export const TabLink = styled.a<{ $active: boolean }>`
  ${tabStyles}
`;

export const TabButton = styled.button<{ $active: boolean }>`
  ${tabStyles}
`;

export const TabIcon = styled.span<{ $highlight: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.25rem;
  block-size: 1.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  ${transition('background-color')}

  ${({ $highlight, theme }) =>
    $highlight &&
    css`
      background-color: ${theme.colors.brand.accent};
      color: ${theme.colors.tone.accent.fg};
    `}
`;

export const TabLabel = styled.span`
  max-inline-size: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
