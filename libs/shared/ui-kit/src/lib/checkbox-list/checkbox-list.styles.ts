import styled from 'styled-components';

/**
 * A group of checkboxes with its legend: one column on a phone, `$columns` where there is room.
 */
export const ListGroup = styled.fieldset<{ $columns: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
  & > legend {
    margin-block-end: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** The field's error, once under its groups. */
export const ListError = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.text.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
