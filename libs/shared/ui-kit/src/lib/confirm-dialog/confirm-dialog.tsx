import { useState } from 'react';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';
import { useErrorDescription } from '../query-state/error-description';
import { ConfirmError } from './confirm-dialog.styles';

/** Props of ConfirmDialog. */
export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The question, the dialog's accessible name (e.g. 'Annuler la commande ?'). */
  title: string;
  /** What will happen, the dialog's description. */
  description: string;
  /** Accessible name of the close (×) button. @default the ui-kit's 'Fermer' */
  closeLabel?: string;
  /** Text of the button that closes without acting (e.g. 'Garder la commande'). */
  cancelLabel: string;
  /** Text of the danger button that acts. */
  confirmLabel: string;
  /** The error line shown when `onConfirm` rejects (followed by the rejection's cause, when the app names it). */
  failedMessage: string;
  /** Runs the action; a rejection keeps the dialog open with `failedMessage` and its cause. */
  onConfirm: () => Promise<void>;
  /** Closes without acting (the cancel button, ×, Escape, the backdrop). */
  onClose: () => void;
  /**
   * The action runs: the confirm button shows it is loading.
   * @default false
   */
  busy?: boolean;
}

/**
 * The confirmation asked before a destructive action (remove an order from the cart, cancel it,
 * remove a friend): an alert dialog with a cancel and a danger button. When the action fails, the dialog stays
 * open and says so, with the failure's cause as the nearest `ErrorDescriptionProvider` says it;
 * closing it forgets the failure. Texts come from the feature.
 *
 * @example
 * <ConfirmDialog open={toCancel !== null} title={t('cancel.title')} description={...}
 *   cancelLabel={t('cancel.keep')} confirmLabel={t('cancel.confirm')}
 *   failedMessage={t('cancel.failed')} busy={cancelling} onConfirm={() => cancel(toCancel)}
 *   onClose={() => setToCancel(null)} />
 */
export function ConfirmDialog({
  open,
  title,
  description,
  closeLabel,
  cancelLabel,
  confirmLabel,
  failedMessage,
  onConfirm,
  onClose,
  busy = false,
}: ConfirmDialogProps) {
  // The last failure (its error names the cause), or null.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const cause = useErrorDescription(failure?.error);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    setFailure(null);
    try {
      await onConfirm();
    } catch (error) {
      setFailure({ error });
    }
  };
  return (
    <Modal
      open={open}
      onClose={close}
      role="alertdialog"
      title={title}
      description={description}
      closeLabel={closeLabel}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {cancelLabel}
          </Button>
          <Button variant="danger" loading={busy} onClick={confirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {failure && (
        <ConfirmError role="alert" data-ui="confirm-dialog-error">
          {cause ? `${failedMessage} ${cause}` : failedMessage}
        </ConfirmError>
      )}
    </Modal>
  );
}
