import type { ReactNode } from 'react';
import { useTranslation } from '@kk/i18n';
import { ToastProvider } from '@kk/ui-kit';

/** Props of {@link TranslatedToasts}. */
export interface TranslatedToastsProps {
  /** What may show toasts (`useToast()`). */
  children: ReactNode;
}

/** Toasts as the apps mount them (AppProviders), labelled from the `common` table in the current language. */
export function TranslatedToasts({ children }: TranslatedToastsProps) {
  const { t } = useTranslation('common');
  return (
    <ToastProvider regionLabel={t('notifications.region')} dismissLabel={t('notifications.dismiss')}>
      {children}
    </ToastProvider>
  );
}
