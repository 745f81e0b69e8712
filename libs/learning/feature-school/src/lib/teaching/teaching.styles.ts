import styled from 'styled-components';

/** A form of the teaching pages, one field under the other. */
export const EntryForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** A form's buttons, wrapping on a phone. */
export const EntryActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
