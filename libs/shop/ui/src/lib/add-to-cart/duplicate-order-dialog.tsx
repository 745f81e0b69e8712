import { useTranslation } from '@kk/i18n';
import { Alert, Button, Modal, useErrorDescription } from '@kk/ui-kit';
import { DialogActions } from './duplicate-order-dialog.styles';

/** Props of DuplicateOrderDialog. */
export interface DuplicateOrderDialogProps {
  /** Whether the question is shown. */
  open: boolean;
  /**
   * The merged order was created but the old one could not be removed: the dialog says so and
   * offers "Voir le panier" only. @default false
   */
  removeFailed?: boolean;
  /** Why the last call failed (shown with its cause), if it did. */
  error?: unknown;
  /** A call runs: "En ajouter un de plus" shows it, the buttons wait. @default false */
  busy?: boolean;
  /** "En ajouter un de plus": one order with the quantities added, in place of the old one. */
  onAddOneMore: () => void;
  /** "Voir le panier": nothing is added, the cart opens. */
  onSeeCart: () => void;
  /** "Annuler" (and Escape, the close button): nothing is added, the screen stays. */
  onCancel: () => void;
}

/**
 * "Déjà dans le panier": asked when a pack or a quote the cart already holds is added again, so
 * the cart never fills with silent duplicates. Driven by `useAddToCartFlow` (`{...flow.dialog}`).
 *
 * @example
 * <DuplicateOrderDialog {...flow.dialog} />
 */
export function DuplicateOrderDialog({
  open,
  removeFailed = false,
  error,
  busy = false,
  onAddOneMore,
  onSeeCart,
  onCancel,
}: DuplicateOrderDialogProps) {
  const { t } = useTranslation('shop-common');
  const cause = useErrorDescription(error) ?? '';
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={t('duplicateOrder.title')}
      description={removeFailed ? t('duplicateOrder.removeFailed', { cause }) : t('duplicateOrder.description')}
      // Once the merged order exists, the only way on is the cart (where both orders now are).
      onClose={removeFailed ? onSeeCart : busy ? () => undefined : onCancel}
      closeButton={!removeFailed}
      closeOnBackdrop={!removeFailed && !busy}
      footer={
        <DialogActions data-ui="duplicate-order-dialog-actions">
          {!removeFailed && (
            <Button variant="ghost" disabled={busy} onClick={onCancel}>
              {t('duplicateOrder.cancel')}
            </Button>
          )}
          <Button variant={removeFailed ? 'primary' : 'secondary'} disabled={busy} onClick={onSeeCart}>
            {t('duplicateOrder.seeCart')}
          </Button>
          {!removeFailed && (
            <Button loading={busy} onClick={onAddOneMore}>
              {t('duplicateOrder.addOneMore')}
            </Button>
          )}
        </DialogActions>
      }
    >
      {error !== undefined && !removeFailed && <Alert tone="danger">{t('duplicateOrder.addFailed', { cause })}</Alert>}
    </Modal>
  );
}
