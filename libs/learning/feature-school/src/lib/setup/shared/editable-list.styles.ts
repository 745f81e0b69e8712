import styled from 'styled-components';
import { Row } from '@kk/ui-kit';

/** A row's buttons, on one line when they fit, at the row's end. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The fields of an add/edit form, one under the other. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Two short fields side by side where there is room (start and end), stacked on a phone. */
export const FieldPair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** The form's buttons, at its end. */
export const FormButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
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
