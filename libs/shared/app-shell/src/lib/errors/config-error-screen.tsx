import { I18nProvider, useLanguage, useTranslation, type TranslationKey } from '@kk/i18n';
import { ErrorScreen, ThemeRoot } from '@kk/ui-kit';
import type { RuntimeConfigProblem } from '../bootstrap/runtime-config';

/** Props of ConfigErrorScreen. */
export interface ConfigErrorScreenProps {
  /** Why `config.json` could not start the app. */
  problem: RuntimeConfigProblem;
  /** Reads the configuration again (the app starts if it is usable now). */
  onRetry: () => void;
}

/** The explanation of each configuration problem. */
const PROBLEM_KEYS: Record<RuntimeConfigProblem, TranslationKey<'common'>> = {
  unreadable: 'common:configError.unreadable',
  invalid: 'common:configError.invalid',
  'demo-unavailable': 'common:configError.demo-unavailable',
};

function ConfigErrorContent({ problem, onRetry }: ConfigErrorScreenProps) {
  const { t } = useTranslation('common');
  const { direction, language } = useLanguage();
  return (
    <ThemeRoot dir={direction} lang={language}>
      <ErrorScreen
        title={t('configError.title')}
        message={t(PROBLEM_KEYS[problem])}
        retryLabel={t('actions.retry')}
        logoTitle={t('appName')}
        onRetry={onRetry}
      />
    </ThemeRoot>
  );
}

/**
 * What an app shows instead of starting when its `config.json` is missing, unreadable or invalid
 * (demo mode fails closed: never the fake backend in its place). Rendered by `bootstrapApp` outside
 * the app's providers, in the stored language.
 */
export function ConfigErrorScreen(props: ConfigErrorScreenProps) {
  return (
    <I18nProvider>
      <ConfigErrorContent {...props} />
    </I18nProvider>
  );
}
