import styled from 'styled-components';
import { centred } from '@kk/shop-ui';
import { stack } from '@kk/ui-kit';

/** The sign-in and registration pages: a narrow column of the form. */
export const AuthPage = styled.div`
  ${stack(5)}
  padding-block: ${({ theme }) => theme.space[4]};
`;

/** The logo above the title (the login page has no header). */
export const Brand = styled.div`
  display: flex;
  justify-content: center;
`;

/** Fields stacked. */
export const AuthForm = styled.form`
  ${stack(4)}
`;

/** A quiet line with a link or button (no account yet, already an account). */
export const AltLine = styled.div`
  ${centred}
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** Buttons stacked, full width. */
export const Actions = styled.div`
  ${stack(3)}
`;
