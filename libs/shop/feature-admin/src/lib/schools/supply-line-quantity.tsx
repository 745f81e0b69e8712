import { Form } from 'react-final-form';
import type { SupplyLine } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { Button, FormField, FormSubmitError, submitError, TextField, useToast } from '@kk/ui-kit';
import { QuantityForm } from './supply-line-quantity.styles';

/** Props of {@link SupplyLineQuantity}. */
export interface SupplyLineQuantityProps {
  line: SupplyLine;
  /** What names the line in the field's and the button's names (its article, and its subject when the article is listed twice). */
  name: string;
  /** Saves the new quantity; rejects when the backend refuses it. */
  onSave: (line: SupplyLine, quantity: number) => Promise<void>;
}

/**
 * The quantity of a supply-list line, changed in place: the field (named after the article) and
 * Save, enabled once it changed; §5: a whole number of at least 1. A refusal keeps what was typed.
 */
export function SupplyLineQuantity({ line, name, onSave }: SupplyLineQuantityProps) {
  const { t } = useTranslation('shop-admin');
  const toast = useToast();
  return (
    <Form<{ quantity: string }>
      initialValues={{ quantity: String(line.quantity) }}
      validate={(values) => {
        const quantity = Number(values.quantity);
        return Number.isInteger(quantity) && quantity >= 1 ? {} : { quantity: t('validation:quantityMin') };
      }}
      onSubmit={async (values) => {
        const quantity = Number(values.quantity);
        try {
          await onSave(line, quantity);
        } catch (error) {
          return submitError(t('school.quantityFailed'), error);
        }
        toast.show({ title: t('school.quantitySaved', { name, quantity }), tone: 'success' });
        return undefined;
      }}
      render={({ handleSubmit, submitting, pristine }) => (
        <QuantityForm noValidate onSubmit={handleSubmit} aria-label={t('school.quantityOf', { name })}>
          <FormField
            name="quantity"
            component={TextField}
            label={t('school.quantityOf', { name })}
            hideLabel
            inputMode="numeric"
            controlDir="ltr"
          />
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            disabled={pristine}
            loading={submitting}
            aria-label={t('school.saveQuantityOf', { name })}
          >
            {t('school.saveQuantity')}
          </Button>
          <FormSubmitError />
        </QuantityForm>
      )}
    />
  );
}
