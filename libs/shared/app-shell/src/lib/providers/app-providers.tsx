import { useCallback, type ReactNode } from 'react';
import { apiErrorCause } from '@kk/api-clients';
import { ERROR_CAUSE_KEYS, I18nProvider, useLanguage, useTranslation } from '@kk/i18n';
import { SessionProvider, type AppStore } from '@kk/session';
import { ErrorDescriptionProvider, ThemeRoot, ToastProvider } from '@kk/ui-kit';

/**
 * Lets every QueryState below it name the cause of a failed call after the screen's message
 * (offline, time-out, server error, unreadable answer...: `errors:cause.*`, from `apiErrorCause`).
 * In the apps' providers and in the Storybook's, so stories show what users see.
 */
export function ApiErrorDescription({ children }: { children: ReactNode }) {
  const { t } = useTranslation('errors');
  const describe = useCallback(
    (error: unknown) => (error === undefined ? null : t(ERROR_CAUSE_KEYS[apiErrorCause(error)])),
    [t],
  );
  return <ErrorDescriptionProvider describe={describe}>{children}</ErrorDescriptionProvider>;
}

/**
 * The theme in the direction and language of the current language; the ui-kit names its own parts in
 * it. The tab title follows each page's title, then the product's name in that language.
 */
function DirectionalTheme({ children }: { children: ReactNode }) {
  const { direction, language } = useLanguage();
  const { t } = useTranslation('common');
  return (
    <ThemeRoot dir={direction} lang={language} appName={t('appName')}>
      <ApiErrorDescription>
        <ToastProvider>{children}</ToastProvider>
      </ApiErrorDescription>
    </ThemeRoot>
  );
}

export interface AppProvidersProps {
  /** The Redux store (`makeStore()`), shared by the session and the three APIs. */
  store: AppStore;
  children: ReactNode;
}

/**
 * Everything an app (or a page story/test) renders inside: Redux store with the session,
 * translations, the theme in the language's direction, and toasts.
 *
 * @example
 * <AppProviders store={makeStore()}><BrowserRouter><AppRoutes /></BrowserRouter></AppProviders>
 */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <SessionProvider store={store}>
      <I18nProvider>
        <DirectionalTheme>{children}</DirectionalTheme>
      </I18nProvider>
    </SessionProvider>
  );
}
