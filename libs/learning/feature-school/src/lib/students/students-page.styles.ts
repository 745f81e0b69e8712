import styled from 'styled-components';

/** The student form: its fields one under the other. */
export const StudentFormBody = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * Controls side by side while each keeps `$min` (names, birthday and gender in the form; the class
 * picker and the search above the list), one under the other on a phone.
 */
export const Columns = styled.div<{ $min: '12rem' | '14rem' }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $min }) => $min}, 1fr));
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
`;

/** Buttons of a page or a row, wrapping on a narrow screen. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
