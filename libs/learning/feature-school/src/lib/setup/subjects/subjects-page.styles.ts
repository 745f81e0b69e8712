import styled from 'styled-components';

/** The levels of a subject: checkboxes in columns where there is room. */
export const LevelChoices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  & > legend {
    margin-block-end: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** The levels' error, under the checkboxes. */
export const FieldMessage = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.danger};
`;
