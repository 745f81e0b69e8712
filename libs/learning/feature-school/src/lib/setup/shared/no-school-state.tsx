import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { ButtonLink, EmptyState } from '@kk/ui-kit';

/** Where the guided first run starts. */
export const INSTALLATION_PATH = '/ecole/installation';

/**
 * What an administrator without a school sees on the setup pages that need one: no school yet, and
 * the guided first run's call to action ("Commencer l'installation").
 */
export function NoSchoolState() {
  const { t } = useTranslation('learning-school');
  return (
    <EmptyState
      title={t('home.noSchoolTitle')}
      description={t('home.noSchoolDescription')}
      action={
        <ButtonLink as={RouterLink} to={INSTALLATION_PATH}>
          {t('home.start')}
        </ButtonLink>
      }
    />
  );
}
