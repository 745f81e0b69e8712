import { Button } from '../button/button';
import { Logo } from '../logo/logo';
import { ErrorMessage, ErrorRoot, ErrorTitle, LogoFrame } from './error-screen.styles';

/** Props of ErrorScreen. */
export interface ErrorScreenProps {
  /** Heading (e.g. 'Une erreur est survenue'). */
  title: string;
  /** Explanation under the heading. */
  message?: string;
  /** Text of the retry button (e.g. 'Réessayer'). */
  retryLabel: string;
  /** Called by the retry button (the app sends the user to the right home for the account type). */
  onRetry: () => void;
  /** Accessible name of the logo; decorative without it. */
  logoTitle?: string;
}

/**
 * The error page (/ErrorPage): the logo, 500 px wide on screens of 500 px and more, 300 px on
 * narrower ones (§9), a message and a retry button. It is the page's `main` landmark.
 *
 * @example
 * <ErrorScreen title={t('errorTitle')} retryLabel={t('retry')} onRetry={() => navigate(homeFor(user))} />
 */
export function ErrorScreen({ title, message, retryLabel, onRetry, logoTitle }: ErrorScreenProps) {
  return (
    <ErrorRoot data-ui="error-screen-root">
      <LogoFrame data-ui="error-screen-logo">
        <Logo title={logoTitle} width="100%" />
      </LogoFrame>
      <ErrorTitle data-ui="error-screen-title">{title}</ErrorTitle>
      {message && <ErrorMessage data-ui="error-screen-message">{message}</ErrorMessage>}
      <Button size="lg" onClick={onRetry} data-ui="error-screen-retry">
        {retryLabel}
      </Button>
    </ErrorRoot>
  );
}
