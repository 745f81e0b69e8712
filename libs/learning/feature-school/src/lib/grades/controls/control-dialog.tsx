import { useId } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import type { Control, Period } from '@kk/domain';
import { useTranslatedValidate, useTranslation, type TranslationKey } from '@kk/i18n';
import { Button, DateField, FormField, FormSubmitError, Modal, Select, TextField } from '@kk/ui-kit';
import { FieldRow, StackedForm } from '../shared/grades.styles';
import { ControlCompetencies } from './control-competencies';
import { validateControlForm, type ControlFormValues } from './control-form';
import type { SubjectChoice } from './use-controls';

/** The number fields, typed left to right on an Arabic page too. */
const NUMBER_FIELDS = [
  { name: 'coefficient', label: 'controls.fields.coefficient', inputMode: 'decimal' },
  { name: 'duration_minutes', label: 'controls.fields.duration', inputMode: 'numeric' },
] as const;

/** Whether two starting values are the same, by content. */
function sameValues(a?: ControlFormValues, b?: ControlFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Props of {@link ControlDialog}. */
export interface ControlDialogProps {
  /** Open or closed. */
  open: boolean;
  /** The control edited; null for a new one. */
  editing: Control | null;
  /** The form's starting values. */
  initialValues: ControlFormValues;
  /** The subjects offered. */
  subjects: readonly SubjectChoice[];
  /** The school's periods. */
  periods: readonly Period[];
  /** The class's level (its competencies are offered); null when unknown. */
  levelId: number | null;
  /** Sends the form; answers final-form's submission errors (translation keys). */
  onSave: (values: ControlFormValues) => Promise<Record<string, unknown> | undefined>;
  /** Closes the dialog. */
  onClose: () => void;
}

/**
 * "Nouveau contrôle" / "Modifier le contrôle": title, subject, date, trimester, coefficient (not
 * negative), duration and the competencies assessed (those of the subject at the class's level), checked with the §5 dictionary's messages; a refused field shows on it,
 * any other failure above the buttons, and what was typed stays.
 */
export function ControlDialog({
  open,
  editing,
  initialValues,
  subjects,
  periods,
  levelId,
  onSave,
  onClose,
}: ControlDialogProps) {
  const { t } = useTranslation('learning-grades');
  const formId = useId();
  const validate = useTranslatedValidate(validateControlForm);
  const submit = async (values: ControlFormValues) => {
    const errors = await onSave(values);
    if (!errors) {
      onClose();
      return undefined;
    }
    // Field refusals come back as translation keys; the form-wide one is translated by FormSubmitError.
    return Object.fromEntries(
      Object.entries(errors).map(([name, key]) =>
        name === FORM_ERROR ? [name, key] : [name, t(key as TranslationKey)],
      ),
    );
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={editing ? t('controls.editTitle') : t('controls.newTitle')}
      closeLabel={t('controls.cancel')}
    >
      <Form<ControlFormValues>
        onSubmit={submit}
        validate={validate}
        initialValues={initialValues}
        // The values hold a list (competency_ids): compared by content, so a new but equal object
        // from the page does not start the form again and lose what was typed.
        initialValuesEqual={sameValues}
      >
        {({ handleSubmit, submitting }) => (
          <StackedForm
            id={formId}
            onSubmit={handleSubmit}
            noValidate
            aria-label={editing ? t('controls.editTitle') : t('controls.newTitle')}
          >
            <FormField name="title" component={TextField} label={t('controls.fields.title')} maxLength={120} required />
            <FormField
              name="subject_id"
              component={Select}
              label={t('controls.fields.subject')}
              placeholder={t('controls.fields.subjectPlaceholder')}
              options={subjects.map((s) => ({ value: String(s.id), label: s.name }))}
              required
            />
            <FieldRow>
              <FormField
                name="date"
                component={DateField}
                label={t('controls.fields.date')}
                placeholder={t('controls.fields.datePlaceholder')}
                required
              />
              <FormField
                name="period"
                component={Select}
                label={t('controls.fields.period')}
                options={periods.map((p) => ({ value: String(p), label: t('periodName', { n: p }) }))}
                required
              />
            </FieldRow>
            <FieldRow>
              {NUMBER_FIELDS.map(({ name, label, inputMode }) => (
                <FormField
                  key={name}
                  name={name}
                  component={TextField}
                  label={t(label)}
                  inputMode={inputMode}
                  controlDir="ltr"
                  required
                />
              ))}
            </FieldRow>
            <ControlCompetencies levelId={levelId} />
            <FormSubmitError format={(key: TranslationKey) => t(key)} />
            <Button type="submit" loading={submitting} disabled={submitting}>
              {editing ? t('controls.saveEdit') : t('controls.create')}
            </Button>
          </StackedForm>
        )}
      </Form>
    </Modal>
  );
}
