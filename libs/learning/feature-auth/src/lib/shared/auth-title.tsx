import { useDocumentTitle } from '@kk/ui-kit';
import { Title } from './auth-page.styles';

/** Props of {@link AuthTitle}. */
export interface AuthTitleProps {
  /** Id of the h1, for the card's `aria-labelledby`. */
  id: string;
  /** The title. */
  children: string;
}

/** The h1 of a sign-in, registration or password card; its text is also the tab's title. */
export function AuthTitle({ id, children }: AuthTitleProps) {
  useDocumentTitle(children);
  return <Title id={id}>{children}</Title>;
}
