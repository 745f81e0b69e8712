import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { selectAccountType, useAppSelector } from '@kk/session';
import { ErrorScreen } from '@kk/ui-kit';
import { retryTargetFor } from './retry-target';

/**
 * The `/ErrorPage` screen (§2): logo, message and a retry button that goes by account type.
 * A rendering crash anywhere in the routes lands here (see `CrashBoundary`).
 */
export function ErrorPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const accountType = useAppSelector(selectAccountType);
  return (
    <ErrorScreen
      title={t('errorPage.title')}
      message={t('errorPage.message')}
      retryLabel={t('actions.retry')}
      logoTitle={t('appName')}
      onRetry={() => navigate(retryTargetFor(accountType), { replace: true })}
    />
  );
}
