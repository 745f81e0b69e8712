import { Logo } from '../logo/logo';
import { Spinner } from '../spinner/spinner';
import { Message, Screen } from './loading-screen.styles';

/** Props of LoadingScreen. */
export interface LoadingScreenProps {
  /** Text under the logo, announced to screen readers (the app passes 'En cours de chargement'). */
  text: string;
  /** Accessible name of the logo (the product name); decorative without it. */
  logoTitle?: string;
  /** Width of the logo in pixels. @default 120 */
  logoWidth?: number;
}

/**
 * Full-screen loading state while a section loads: the logo and a text, announced politely.
 *
 * @example
 * <Suspense fallback={<LoadingScreen text={t('loading')} logoTitle={t('appName')} />}>…</Suspense>
 */
export function LoadingScreen({ text, logoTitle, logoWidth = 120 }: LoadingScreenProps) {
  return (
    <Screen aria-busy="true" data-ui="loading-screen-root">
      <Logo title={logoTitle} width={logoWidth} />
      <Message role="status" data-ui="loading-screen-message">
        <Spinner size="sm" />
        {text}
      </Message>
    </Screen>
  );
}
