import styled from 'styled-components';

/** The buttons of a table row (Edit, Delete), side by side, wrapping on a narrow card. */
export const RowActions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
