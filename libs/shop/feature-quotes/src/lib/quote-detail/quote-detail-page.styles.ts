import styled from 'styled-components';
import { stack, stackedList } from '@kk/ui-kit';

/** The quote's articles. */
export const ArticleList = styled.ul`
  ${stackedList(2)}
`;

/**
 * The subtotal and See cart, kept in view while the user scrolls the articles, just above the
 * shop's tab bar (which sticks to the bottom of the screen too).
 */
export const SummaryBar = styled.div`
  position: sticky;
  inset-block-end: calc(${({ theme }) => theme.sizes.tabBarHeight} + ${({ theme }) => theme.space[2]});
  z-index: ${({ theme }) => theme.zIndices.raised};
  ${stack(3)}
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.up};
`;

/** The subtotal line. */
export const SubtotalLine = styled.p`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
