import styled from 'styled-components';

/** The sign-in and registration pages: a narrow column of the form. */
export const AuthPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding-block: ${({ theme }) => theme.space[4]};
`;

/** The logo above the title (the login page has no header). */
export const Brand = styled.div`
  display: flex;
  justify-content: center;
`;

/** Fields stacked. */
export const AuthForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Two fields side by side (first and last name) when there is room. */
export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

/** A quiet line with a link or button (no account yet, already an account). */
export const AltLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** Buttons stacked, full width. */
export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;
