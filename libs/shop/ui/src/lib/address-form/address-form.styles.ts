import styled from 'styled-components';
import { stack } from '@kk/ui-kit';

/** The form: fields stacked, the button at the end. */
export const FormRoot = styled.form`
  ${stack(4)}
`;

/** Two short fields side by side (city and postal code) when there is room. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
`;

/** The buttons of the form, at the inline end. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
