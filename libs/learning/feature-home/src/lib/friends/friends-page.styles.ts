import styled from 'styled-components';
import { rowActions } from '@kk/ui-kit';

/** A row's status and buttons, at the row's end; they wrap under each other on narrow phones. */
export const RowActions = styled.div`
  ${rowActions}
  flex-shrink: 0;
  max-inline-size: 50%;
`;
