import { useId, useState } from 'react';
import { Form } from 'react-final-form';
import { GENDERS, PERSON_NAME_MAX_LENGTH, type SchoolClass } from '@kk/domain';
import { useTranslatedValidate, useTranslation, type TranslationKey } from '@kk/i18n';
import { Button, DateField, FormField, FormSubmitError, Modal, Select, TextField } from '@kk/ui-kit';
import { FieldPair, StudentFormBody } from './students-page.styles';
import { GENDER_LABELS, tidyMassarCode, validateStudentForm, type StudentFormValues } from './student-form';
import type { UseStudentsResult } from './use-students';

/** Props of StudentFormModal. */
export interface StudentFormModalProps {
  /** The student edited (with their id), or a new one's starting values (the class shown). */
  editing: { id?: number; values: StudentFormValues };
  /** The school's classes, for the class select. */
  classes: readonly SchoolClass[];
  /** Saves (the view model's `save`); answers the form errors as translation keys. */
  save: UseStudentsResult['save'];
  /** Closes the dialog (after a save, or without saving). */
  onClose: () => void;
}

/** A Massar code the backend refused, and the refusal's text: shown on the field while it is typed again. */
interface RefusedCode {
  code: string;
  key: TranslationKey;
}

/**
 * The add / edit student dialog: names, Code Massar, date of birth, gender, class, the parent to
 * contact. A refusal keeps what was typed: the Massar code's on its field, others above the
 * buttons. Texts: `learning-students:form.*`.
 */
export function StudentFormModal({ editing, classes, save, onClose }: StudentFormModalProps) {
  const { t } = useTranslation('learning-students');
  const formId = useId();
  const [refused, setRefused] = useState<RefusedCode | null>(null);
  // The backend's refusal goes through `validate`, so it is translated as it shows (a language
  // switch included) and leaves as soon as the code changes.
  const translatedValidate = useTranslatedValidate((values: StudentFormValues) => {
    const errors = validateStudentForm(values);
    if (!errors.massar_code && refused && tidyMassarCode(values.massar_code) === refused.code) {
      return { ...errors, massar_code: refused.key };
    }
    return errors;
  });
  const isNew = editing.id === undefined;

  const submit = async (values: StudentFormValues) => {
    const errors = await save(values, editing.id);
    const massar = errors?.['massar_code'];
    if (massar) {
      setRefused({ code: tidyMassarCode(values.massar_code), key: massar as TranslationKey });
      return undefined;
    }
    if (errors) return errors;
    onClose();
    return undefined;
  };

  return (
    <Form<StudentFormValues> onSubmit={submit} validate={translatedValidate} initialValues={editing.values}>
      {({ handleSubmit, submitting }) => (
        <Modal
          open
          onClose={onClose}
          title={t(isNew ? 'form.addTitle' : 'form.editTitle')}
          closeLabel={t('form.close')}
          size="md"
          footer={
            <>
              <Button variant="secondary" onClick={onClose}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" form={formId} loading={submitting}>
                {t(isNew ? 'form.add' : 'form.save')}
              </Button>
            </>
          }
        >
          <StudentFormBody
            id={formId}
            onSubmit={handleSubmit}
            noValidate
            aria-label={t(isNew ? 'form.addTitle' : 'form.editTitle')}
          >
            <FieldPair>
              <FormField
                name="last_name"
                component={TextField}
                label={t('form.lastName')}
                maxLength={PERSON_NAME_MAX_LENGTH}
                autoComplete="off"
                required
              />
              <FormField
                name="first_name"
                component={TextField}
                label={t('form.firstName')}
                maxLength={PERSON_NAME_MAX_LENGTH}
                autoComplete="off"
                required
              />
            </FieldPair>
            {/* A Latin letter and 9 digits: typed left to right on an Arabic page too. */}
            <FormField
              name="massar_code"
              component={TextField}
              label={t('form.massarCode')}
              hint={t('form.massarHint')}
              controlDir="ltr"
              autoComplete="off"
              spellCheck={false}
              maxLength={16}
              required
            />
            <FieldPair>
              <FormField
                name="birthday"
                component={DateField}
                label={t('form.birthday')}
                placeholder={t('form.birthdayPlaceholder')}
                required
              />
              <FormField
                name="gender"
                component={Select}
                label={t('form.gender')}
                placeholder={t('form.genderPlaceholder')}
                options={GENDERS.map((gender) => ({ value: gender, label: t(GENDER_LABELS[gender]) }))}
                required
              />
            </FieldPair>
            <FormField
              name="class_id"
              component={Select}
              label={t('form.class')}
              placeholder={t('form.classPlaceholder')}
              options={classes.map((c) => ({ value: String(c.id), label: c.name }))}
              required
            />
            <FieldPair>
              <FormField name="parent_name" component={TextField} label={t('form.parentName')} autoComplete="off" />
              <FormField
                name="parent_phone"
                component={TextField}
                label={t('form.parentPhone')}
                type="tel"
                controlDir="ltr"
                autoComplete="off"
              />
            </FieldPair>
            <FormSubmitError format={(key: TranslationKey) => t(key)} />
          </StudentFormBody>
        </Modal>
      )}
    </Form>
  );
}
