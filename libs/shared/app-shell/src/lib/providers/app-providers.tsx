import type { ReactNode } from 'react';
import { I18nProvider, useLanguage } from '@kk/i18n';
import { SessionProvider, type AppStore } from '@kk/session';
import { ThemeRoot, ToastProvider } from '@kk/ui-kit';

/** The theme in the direction and language of the current language; the ui-kit names its own parts in it. */
function DirectionalTheme({ children }: { children: ReactNode }) {
  const { direction, language } = useLanguage();
  return (
    <ThemeRoot dir={direction} lang={language}>
      <ToastProvider>{children}</ToastProvider>
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
