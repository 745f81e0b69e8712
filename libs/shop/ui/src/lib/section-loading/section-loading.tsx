import { useTranslation } from '@kk/i18n';
import { LoadingScreen } from '@kk/ui-kit';

/**
 * The loading screen of §2 inside the shop's frames: the logo and 'En cours de chargement', while
 * a lazily loaded section or its translations arrive. (The app shell's `PageLoading` is the same
 * screen for the app's own routes; feature libs may not import the app shell.)
 */
export function SectionLoading() {
  const { t } = useTranslation();
  return <LoadingScreen text={t('common:loading')} logoTitle={t('common:appName')} />;
}
