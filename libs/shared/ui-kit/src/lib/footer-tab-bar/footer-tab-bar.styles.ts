import styled, { css } from 'styled-components';
import { buttonReset, transition } from '../theme/mixins';
import type { SideBreakpoint } from './footer-tab-bar';

/** The breakpoint from which the bar is a side column, if any. */
interface SideProps {
  $sideFrom?: SideBreakpoint;
}

export const Bar = styled.nav<{ $fixed: boolean } & SideProps>`
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

  ${({ $sideFrom, theme }) =>
    $sideFrom &&
    css`
      ${theme.media[$sideFrom]} {
        position: sticky;
        inset-block: ${theme.sizes.headerHeight} auto;
        inset-inline: auto;
        align-self: flex-start;
        flex-shrink: 0;
        inline-size: 14rem;
        block-size: calc(100dvh - ${theme.sizes.headerHeight});
        padding-block: ${theme.space[4]};
        border-block-start: 0;
        border-inline-end: ${theme.borderWidths.thin} solid ${theme.colors.border.subtle};
        box-shadow: none;
      }
    `}
`;

export const TabList = styled.ul<SideProps>`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  max-inline-size: ${({ theme }) => theme.sizes.contentMaxWidth};
  min-block-size: ${({ theme }) => theme.sizes.tabBarHeight};
  margin-inline: auto;
  margin-block: 0;
  padding: 0;
  list-style: none;

  ${({ $sideFrom, theme }) =>
    $sideFrom &&
    css`
      ${theme.media[$sideFrom]} {
        grid-auto-flow: row;
        gap: ${theme.space[1]};
        max-inline-size: none;
        min-block-size: 0;
        padding-inline: ${theme.space[2]};
      }
    `}
`;

export const tabStyles = css<{ $active: boolean } & SideProps>`
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
  padding: ${({ theme }) => theme.space[1]} 0;
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

  ${({ $sideFrom, $active, theme }) =>
    $sideFrom &&
    css`
      ${theme.media[$sideFrom]} {
        flex-direction: row;
        justify-content: flex-start;
        gap: ${theme.space[3]};
        min-block-size: ${theme.sizes.touchTarget};
        padding-inline: ${theme.space[3]};
        border-radius: ${theme.radii.md};
        font-size: ${theme.fontSizes.md};
        background-color: ${$active ? theme.colors.background.selected : 'transparent'};
        &::before {
          inset-block: 25%;
          inset-inline: 0 auto;
          block-size: auto;
          inline-size: ${theme.borderWidths.heavy};
          border-end-start-radius: 0;
          border-start-end-radius: ${theme.radii.sm};
          border-end-end-radius: ${theme.radii.sm};
        }
        &:focus-visible {
          outline-offset: 0;
        }
      }
    `}
`;

export const TabLink = styled.a<{ $active: boolean } & SideProps>`
  ${tabStyles}
`;

export const TabButton = styled.button<{ $active: boolean } & SideProps>`
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

/**
 * A tab's label wraps rather than being cut: a fifth of a phone is narrow for "عروض الأسعار" or
 * "Actualités" in a large font, and a cut label ("عروض الأ…") names nothing.
 */
export const TabLabel = styled.span`
  max-inline-size: 100%;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;
