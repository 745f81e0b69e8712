import styled from 'styled-components';
import { stack } from '@kk/ui-kit';

export const SkeletonCard = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
`;

export const SkeletonText = styled.div`
  ${stack(2)}
  flex: 1;
`;

/** Under a card of the seller's list: what review means for the listing (waiting, or why it was refused). */
export const ReviewNote = styled.p<{ $tone: 'info' | 'danger' }>`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme, $tone }) => theme.colors.tone[$tone].bg};
  color: ${({ theme, $tone }) => theme.colors.tone[$tone].fg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
