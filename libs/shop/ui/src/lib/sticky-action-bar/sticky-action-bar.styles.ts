import styled from 'styled-components';
import { stack } from '@kk/ui-kit';

/**
 * The bar: in the page's flow (so it never covers the page's last content once scrolled to the
 * end), kept in view while the rest scrolls, just above the shop's tab bar (which sticks to the
 * bottom of the screen too: the shop's frame gives its height as `--shop-tab-bar-space`) or, where
 * there is none (the library and admin areas), at the bottom of the screen.
 */
export const BarRoot = styled.div`
  position: sticky;
  inset-block-end: calc(var(--shop-tab-bar-space, env(safe-area-inset-bottom, 0px)) + ${({ theme }) => theme.space[2]});
  z-index: ${({ theme }) => theme.zIndices.raised};
  ${stack(3)}
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.up};
`;

/** The summary line: its words at the start, the amount (or value) at the end. */
export const SummaryLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The actions: stacked on phones, side by side from tablets (the main one last, at the end). */
export const Actions = styled.div`
  ${stack(2)}

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
