import styled from 'styled-components';
import { RatingRow as OrderRatingRow } from '@kk/shop-ui';
import { stack, stackedList } from '@kk/ui-kit';

export const OrderList = styled.ul`
  ${stackedList(3)}
`;

export const Extra = styled.div`
  ${stack(3)}
`;

export const RatingRow = styled(OrderRatingRow)`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const SkeletonCard = styled.div`
  ${stack(2)}
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
`;
