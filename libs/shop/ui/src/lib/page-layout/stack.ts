import styled from 'styled-components';

/** Two form fields side by side (first and last name) when there is room, stacked when there is not. */
export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;
