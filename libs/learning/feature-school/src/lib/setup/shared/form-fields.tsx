import { useTranslation } from '@kk/i18n';
import { DateField, FormField, TextField } from '@kk/ui-kit';
import { FieldPair } from './editable-list.styles';

/** Props of {@link DateInput} and {@link TimeInput}. */
interface FieldProps {
  /** The form value's name. */
  name: string;
  /** The field's label. */
  label: string;
}

/** A required date field of the setup forms, typed DD/MM/YYYY. */
export function DateInput({ name, label }: FieldProps) {
  const { t } = useTranslation('learning-school');
  return <FormField name={name} component={DateField} label={label} placeholder={t('form.datePlaceholder')} required />;
}

/** A required time field of the setup forms, typed HH:MM (digits, left to right in Arabic too). */
export function TimeInput({ name, label }: FieldProps) {
  const { t } = useTranslation('learning-school');
  return (
    <FormField
      name={name}
      component={TextField}
      label={label}
      placeholder={t('form.timePlaceholder')}
      controlDir="ltr"
      inputMode="numeric"
      maxLength={5}
      required
    />
  );
}

/** A first and a last day side by side (`start_date`, `end_date`), one under the other on a phone. */
export function DateRangeInputs({ startLabel, endLabel }: { startLabel: string; endLabel: string }) {
  return (
    <FieldPair>
      <DateInput name="start_date" label={startLabel} />
      <DateInput name="end_date" label={endLabel} />
    </FieldPair>
  );
}
