import styled, { css } from 'styled-components';
import { focusRing, transition } from '../theme/mixins';

/** Inner spacing of a card. */
export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

const paddings = { none: 0, sm: 3, md: 4, lg: 6 } as const;

export const CardRoot = styled.div<{ $padding: CardPadding; $elevated: boolean; $interactive: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  padding: ${({ theme, $padding }) => theme.space[paddings[$padding]]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme, $elevated }) => ($elevated ? theme.shadows.sm : theme.shadows.none)};
  ${transition('box-shadow, border-color')}

  ${({ $interactive, theme }) =>
    $interactive &&
    css`
      &:hover {
        box-shadow: ${theme.shadows.md};
        border-color: ${theme.colors.border.strong};
      }
      &:focus-within {
        border-color: ${theme.colors.border.selected};
      }
    `}
`;

/**
 * The card's main link. Its `::after` covers the whole card, so the card is clickable while only
 * the title is a link for screen readers; other buttons in the card sit above it (z-index).
 */
export const StretchedLink = styled.a`
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusRing}

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: ${({ theme }) => theme.zIndices.raised};
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  &:hover {
    text-decoration: underline;
  }
`;

/** Wrap interactive controls of a card with a stretched link in this, to keep them clickable. */
export const AboveLink = styled.div`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.raised + 1};
`;
