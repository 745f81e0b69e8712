import styled from 'styled-components';
import { Row, rowActions } from '@kk/ui-kit';

/** A row's buttons, on one line when they fit, at the row's end. */
export const RowActions = styled.div`
  ${rowActions}
`;

/** The fields of an add/edit form, one under the other. */
export const FormStack = styled.form`
  display: grid;
  row-gap: ${({ theme }) => theme.space[4]};
`;

/** Two short fields side by side when both fit (start and end), else one under the other. */
export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
`;

/** The form's buttons, at its end (Cancel, then the submit button). */
export const FormButtons = styled.div`
  display: flex;
  flex-flow: row wrap;
  justify-content: flex-end;
  column-gap: ${({ theme }) => theme.space[3]};
  row-gap: ${({ theme }) => theme.space[2]};
`;

/** The title of a group of rows (the classes of one level). */
export const GroupTitle = styled.h3`
  margin: 0;
  padding-block-start: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** A row whose buttons go under its text when the row is narrow (a phone). */
export const WrappingRow = styled(Row)`
  flex-wrap: wrap;
  & > [data-ui='editable-row-body'] {
    flex: 1 1 12rem;
  }
`;
