import styled from 'styled-components';

/** The levels' error, under the checkboxes. */
export const FieldMessage = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.danger};
`;
