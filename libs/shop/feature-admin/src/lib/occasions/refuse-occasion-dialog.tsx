import { useId } from 'react';
import { Form } from 'react-final-form';
import type { Occasion } from '@kk/domain';
import { useTranslatedValidate, useTranslation, type TranslationKey } from '@kk/i18n';
import { Button, FormField, FormSubmitError, Modal, submitError, TextArea } from '@kk/ui-kit';
import { DialogForm } from './admin-occasions-page.styles';

/** Values of the refusal form. */
export interface RefusalValues {
  reason?: string;
}

/** A refusal needs its reason: the seller reads it in their books. */
export function validateRefusal(values: RefusalValues): Partial<Record<string, TranslationKey>> {
  return values.reason?.trim() ? {} : { reason: 'shop-admin:occasions.reasonRequired' };
}

/** Props of RefuseOccasionDialog. */
export interface RefuseOccasionDialogProps {
  /** The listing to refuse; the dialog is closed while null. */
  occasion: Occasion | null;
  /** Refuses it with the reason; a rejection keeps the dialog open and says so. */
  onConfirm: (occasion: Occasion, reason: string) => Promise<void>;
  /** Closes without refusing. */
  onClose: () => void;
}

/**
 * The dialog that refuses a listing: why (required, shown to the seller), "Refuser l'annonce" busy
 * while it runs, the backend's refusal above the buttons.
 */
export function RefuseOccasionDialog({ occasion, onConfirm, onClose }: RefuseOccasionDialogProps) {
  const { t } = useTranslation('shop-admin');
  const formId = useId();
  const validate = useTranslatedValidate(validateRefusal);
  if (!occasion) return null;
  const submit = async (values: RefusalValues) => {
    try {
      await onConfirm(occasion, values.reason ?? '');
      return undefined;
    } catch (error) {
      return submitError<TranslationKey>('shop-admin:occasions.refuseFailed', error);
    }
  };
  const title = t('occasions.refuseTitle', { title: occasion.name });
  return (
    <Form<RefusalValues> onSubmit={submit} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <Modal
          open
          onClose={onClose}
          title={title}
          description={t('occasions.refuseDescription')}
          closeLabel={t('occasions.refuseClose')}
          footer={
            <>
              <Button variant="secondary" onClick={onClose}>
                {t('occasions.refuseCancel')}
              </Button>
              <Button type="submit" form={formId} variant="danger" loading={submitting}>
                {t('occasions.refuseConfirm')}
              </Button>
            </>
          }
        >
          <DialogForm id={formId} onSubmit={handleSubmit} noValidate aria-label={title}>
            <FormField name="reason" component={TextArea} label={t('occasions.reason')} rows={3} required />
            <FormSubmitError format={(key: TranslationKey) => t(key)} />
          </DialogForm>
        </Modal>
      )}
    </Form>
  );
}
