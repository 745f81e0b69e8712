import styled from 'styled-components';

/** The student form: its fields one under the other. */
export const StudentFormBody = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Short fields side by side while each keeps at least 12rem (names, birthday and gender). */
export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

/** The class picker and the search, on one line where there is room. */
export const Toolbar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Buttons of a page or a row, wrapping on a narrow screen. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
