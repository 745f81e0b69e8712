import styled from 'styled-components';

/**
 * A group of checkboxes with its legend (a subject's levels, the competencies a control assesses):
 * one column on a phone, two where there is room.
 */
export const CheckboxGroup = styled.fieldset`
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
