import styled from 'styled-components';

/** The columns an import file holds: each name (as written in the file) and what it is. */
export const ColumnList = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
