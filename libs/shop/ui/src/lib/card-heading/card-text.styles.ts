import styled from 'styled-components';
import { stack } from '@kk/ui-kit';

/** The text column of a shop card (title and meta lines), beside its picture: takes the rest of the row. */
export const CardText = styled.div`
  ${stack(1)}
  flex: 1;
  min-inline-size: 0;
`;
