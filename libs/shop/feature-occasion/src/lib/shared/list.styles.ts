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
