import type { ReactNode } from 'react';
import { I18nProvider, useLanguage, useTranslation } from '@kk/i18n';
import { SessionProvider, type AppStore } from '@kk/session';
import { ThemeRoot, ToastProvider } from '@kk/ui-kit';

function DirectionalTheme({ children }: { children: ReactNode }) {
  const { direction } = useLanguage();
  const { t } = useTranslation('common');
  return (
    <ThemeRoot dir={direction}>
      <ToastProvider regionLabel={t('notifications.region')} dismissLabel={t('notifications.dismiss')}>
        {children}
      </ToastProvider>
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
