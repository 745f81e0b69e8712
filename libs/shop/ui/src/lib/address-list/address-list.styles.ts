import styled from 'styled-components';
import { stack, stackedList } from '@kk/ui-kit';

/** The read-only list: cards stacked. */
export const List = styled.ul`
  ${stackedList(3)}
`;

/** One saved address. */
export const Item = styled.li`
  ${stack(0.5)}
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.background.surface};
`;

/** The name on the address. */
export const ItemName = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/** The other lines of an address. */
export const ItemLine = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** Text shown when there is no address. */
export const Empty = styled.p`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.text.secondary};
  text-align: center;
`;
