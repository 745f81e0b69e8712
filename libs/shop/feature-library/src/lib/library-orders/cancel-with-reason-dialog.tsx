import { useId } from 'react';
import { Form } from 'react-final-form';
import type { LibraryOrder } from '@kk/domain';
import { useTranslatedValidate, useTranslation, type TranslationKey } from '@kk/i18n';
import { Button, FormField, FormSubmitError, Modal, submitError, TextArea } from '@kk/ui-kit';
import { DialogForm } from './library-orders-page.styles';

interface ReasonValues {
  reason?: string;
}

/** A reason is required (the customer reads it on their order). */
export function validateReason(values: ReasonValues): Partial<Record<string, TranslationKey>> {
  return values.reason?.trim() ? {} : { reason: 'shop-library:orders.cancel.reasonRequired' };
}

/** Props of CancelWithReasonDialog. */
export interface CancelWithReasonDialogProps {
  /** The order to cancel; closed while null. */
  order: LibraryOrder | null;
  /** Cancels it with the reason; a rejection keeps the dialog open with an error. */
  onConfirm: (order: LibraryOrder, reason: string) => Promise<void>;
  /** Closes without cancelling. */
  onClose: () => void;
}

/**
 * The dialog asked before a library cancels an order: why (required, shown to the customer),
 * "Annuler la commande" busy while it runs, a refusal above the buttons.
 */
export function CancelWithReasonDialog({ order, onConfirm, onClose }: CancelWithReasonDialogProps) {
  const { t } = useTranslation('shop-library');
  const formId = useId();
  const validate = useTranslatedValidate(validateReason);
  if (!order) return null;
  const submit = async (values: ReasonValues) => {
    try {
      await onConfirm(order, values.reason ?? '');
      return undefined;
    } catch (error) {
      return submitError<TranslationKey>('shop-library:orders.cancel.failed', error);
    }
  };
  return (
    <Form<ReasonValues> onSubmit={submit} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <Modal
          open
          onClose={onClose}
          title={t('orders.cancel.title', { number: order.id })}
          description={t('orders.cancel.description')}
          closeLabel={t('orders.cancel.close')}
          footer={
            <>
              <Button variant="secondary" onClick={onClose}>
                {t('orders.cancel.keep')}
              </Button>
              <Button type="submit" form={formId} variant="danger" loading={submitting}>
                {t('orders.cancel.confirm')}
              </Button>
            </>
          }
        >
          <DialogForm
            id={formId}
            onSubmit={handleSubmit}
            noValidate
            aria-label={t('orders.cancel.title', { number: order.id })}
          >
            <FormField name="reason" component={TextArea} label={t('orders.cancel.reason')} rows={3} required />
            <FormSubmitError format={(key: TranslationKey) => t(key)} />
          </DialogForm>
        </Modal>
      )}
    </Form>
  );
}
