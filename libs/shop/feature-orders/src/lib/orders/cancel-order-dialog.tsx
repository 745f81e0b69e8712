import type { Order } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { ConfirmDialog } from '@kk/ui-kit';

/** Props of CancelOrderDialog. */
export interface CancelOrderDialogProps {
  /** The order to cancel; the dialog is closed while null. */
  order: Order | null;
  /** Cancels it; a rejection keeps the dialog open with an error line. */
  onConfirm: (order: Order) => Promise<void>;
  /** Closes without cancelling. */
  onClose: () => void;
  /** The cancellation runs. */
  busy: boolean;
}

/** The confirmation popup asked before an order is cancelled (§4: Pending or On the way → Canceled). */
export function CancelOrderDialog({ order, onConfirm, onClose, busy }: CancelOrderDialogProps) {
  const { t } = useTranslation('shop-orders');
  return (
    <ConfirmDialog
      open={order !== null}
      title={t('cancel.title')}
      description={t('cancel.description', { number: order?.id ?? '' })}
      cancelLabel={t('cancel.keep')}
      confirmLabel={t('cancel.confirm')}
      failedMessage={t('cancel.failed')}
      busy={busy}
      onConfirm={async () => {
        if (order) await onConfirm(order);
      }}
      onClose={onClose}
    />
  );
}
