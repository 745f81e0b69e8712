import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { loggedOut, SESSION_ROUTES, useAppDispatch } from '@kk/session';
import { Spinner } from '@kk/ui-kit';
import { PageFallback } from './learning-layout.styles';

/**
 * The logout route (`/deconnexion`): signs the user out (`session_user` and `InfoProfile` removed,
 * §4) and goes to sign in. Being a route outside the guards, no guard sees the session end on a
 * protected page, so nothing stores that page as the next destination of the next person to sign in.
 */
export function LogoutPage() {
  const { t } = useTranslation('learning-layout');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    dispatch(loggedOut());
    void navigate(SESSION_ROUTES.login, { replace: true });
  }, [dispatch, navigate]);
  return (
    <PageFallback>
      <Spinner label={t('signingOut')} />
    </PageFallback>
  );
}
