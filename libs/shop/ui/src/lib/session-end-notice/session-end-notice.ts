import { useCallback } from 'react';
import { useTranslation } from '@kk/i18n';
import { useToast } from '@kk/ui-kit';

/**
 * Tells the user why they are suddenly asked to sign in again: a toast saying the session has
 * expired. Give it to `useSessionExpiredRedirect` in the shop's layouts.
 *
 * @example useSessionExpiredRedirect(useSessionEndNotice());
 */
export function useSessionEndNotice(): () => void {
  const { t } = useTranslation();
  const toast = useToast();
  return useCallback(() => {
    toast.show({ title: t('errors:sessionExpired'), tone: 'warning' });
  }, [toast, t]);
}
