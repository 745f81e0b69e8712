import styled from 'styled-components';
import { stackedList } from '@kk/ui-kit';

/** The list of an order's lines. */
export const LineList = styled.ul`
  ${stackedList(2)}
`;
