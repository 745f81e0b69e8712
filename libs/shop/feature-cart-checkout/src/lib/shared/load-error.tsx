import { useTranslation } from '@kk/i18n';
import { AlertIcon, Button, EmptyState } from '@kk/ui-kit';

/** Props of LoadError. */
export interface LoadErrorProps {
  /** What could not be loaded, e.g. "Le panier n'a pas pu être chargé." */
  message: string;
  /** Loads again. */
  onRetry: () => void;
}

/**
 * A list or a screen that failed to load: the reason in an alert and a retry button. Nothing the
 * user typed elsewhere on the screen is touched.
 */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation('shop-cart');
  return (
    <div role="alert">
      <EmptyState
        icon={<AlertIcon />}
        title={message}
        description={t('loadError.hint')}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('loadError.retry')}
          </Button>
        }
      />
    </div>
  );
}
