import type { Order } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { ConfirmDialog } from '@kk/ui-kit';

/** Props of RemoveOrderDialog. */
export interface RemoveOrderDialogProps {
  /** The order to remove; the dialog is closed while null. */
  order: Order | null;
  /** Removes it; a rejection keeps the dialog open with an error line. */
  onConfirm: (order: Order) => Promise<void>;
  /** Closes without removing. */
  onClose: () => void;
  /** The removal runs. */
  removing: boolean;
}

/** The confirmation asked before a cart order is removed (`remove_order`). */
export function RemoveOrderDialog({ order, onConfirm, onClose, removing }: RemoveOrderDialogProps) {
  const { t } = useTranslation('shop-cart');
  return (
    <ConfirmDialog
      open={order !== null}
      title={t('remove.title')}
      description={t('remove.description', { library: order?.library?.name || t('order.noLibrary') })}
      cancelLabel={t('remove.cancel')}
      confirmLabel={t('remove.confirm')}
      failedMessage={t('remove.failed')}
      busy={removing}
      onConfirm={async () => {
        if (order) await onConfirm(order);
      }}
      onClose={onClose}
    />
  );
}
