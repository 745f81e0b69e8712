import styled from 'styled-components';
import { listReset, stack } from '@kk/ui-kit';

/** The packs: one column as a list, as many as fit as a grid. */
export const PackGrid = styled.ul<{ $grid: boolean }>`
  display: grid;
  grid-template-columns: ${({ $grid }) => ($grid ? 'repeat(auto-fill, minmax(10rem, 1fr))' : '1fr')};
  gap: ${({ theme }) => theme.space[3]};
  ${listReset}
`;

/** The lists of the draft, one line each. */
export const OtherListItems = styled.ul`
  ${stack(1)}
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
`;

/** The view toggle at the end of its row. */
export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;
