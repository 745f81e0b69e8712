import { useTranslation } from '@kk/i18n';
import { LoadingScreen } from '@kk/ui-kit';

/** The loading screen shown while a lazily loaded section arrives: logo + 'En cours de chargement' (§2). */
export function PageLoading() {
  const { t } = useTranslation('common');
  return <LoadingScreen text={t('loading')} logoTitle={t('appName')} />;
}
