import { Suspense, useEffect, useState, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { currentI18n, currentI18nIfReady } from './init-i18n';
import { PRELOADED_NAMESPACES } from './resources';

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  /** The instance to provide. @default the instance of the last `initI18n()` call (created if none) */
  i18n?: i18n;
  /** Shown while the first tables load (tables hold the loading text, so it cannot come from them). @default null */
  fallback?: ReactNode;
  /** The translated tree. */
  children: ReactNode;
}

/** Renders its children once the preloaded namespaces of the current language are loaded. */
function WhenTablesLoaded({ children }: { children: ReactNode }) {
  useTranslation(PRELOADED_NAMESPACES);
  return children;
}

function CurrentInstance({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  // An app awaits initI18n() before rendering: then the instance is ready and nothing waits.
  const [instance, setInstance] = useState(currentI18nIfReady);
  useEffect(() => {
    if (instance) return undefined;
    let mounted = true;
    void currentI18n().then((ready) => {
      if (mounted) setInstance(ready);
    });
    return () => {
      mounted = false;
    };
  }, [instance]);
  return instance ? <I18nextProvider i18n={instance}>{children}</I18nextProvider> : fallback;
}

/**
 * Provides translations to a tree: wraps react-i18next's `I18nextProvider` with a Suspense
 * boundary, and shows its children only once the shared tables (`common`, `validation`, `errors`)
 * are loaded.
 * Components that ask for another namespace suspend to the nearest boundary while it loads.
 *
 * @example
 * await initI18n();
 * root.render(<I18nProvider><App /></I18nProvider>);
 */
export function I18nProvider({ i18n, fallback = null, children }: I18nProviderProps) {
  const content = <WhenTablesLoaded>{children}</WhenTablesLoaded>;
  return (
    <Suspense fallback={fallback}>
      {i18n ? (
        <I18nextProvider i18n={i18n}>{content}</I18nextProvider>
      ) : (
        <CurrentInstance fallback={fallback}>{content}</CurrentInstance>
      )}
    </Suspense>
  );
}
