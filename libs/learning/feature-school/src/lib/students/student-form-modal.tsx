import { useId, useState } from 'react';
import { Form } from 'react-final-form';
import { GENDERS, PERSON_NAME_MAX_LENGTH, type SchoolClass } from '@kk/domain';
import { useTranslatedValidate, useTranslation, type TranslationKey } from '@kk/i18n';
import {
  Button,
  DateField,
  FormField,
  FormSubmitError,
  Modal,
  Select,
  TextField,
  type SelectProps,
  type TextFieldProps,
} from '@kk/ui-kit';
import { Columns, StudentFormBody } from './students-page.styles';
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

/** The Code Massar field: a code, not words (no spell check), left to right in Arabic too. */
const CODE_PROPS = { controlDir: 'ltr', spellCheck: false, maxLength: 16, required: true } as const;

/** A text field of the form: a pupil's details, never the browser's autofill of the user's own. */
function Text({ name, ...props }: { name: keyof StudentFormValues } & Omit<TextFieldProps, 'name'>) {
  return <FormField name={name} component={TextField} autoComplete="off" {...props} />;
}

/** A required choice of the form (gender, class). */
function Choice({ name, ...props }: { name: keyof StudentFormValues } & Omit<SelectProps, 'name'>) {
  return <FormField name={name} component={Select} required {...props} />;
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
  const genders = GENDERS.map((gender) => ({ value: gender, label: t(GENDER_LABELS[gender]) }));
  const classOptions = classes.map((c) => ({ value: String(c.id), label: c.name }));
  const birthdayProps = { placeholder: t('form.birthdayPlaceholder'), required: true };

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
            <Columns $min="12rem">
              <Text name="last_name" label={t('form.lastName')} maxLength={PERSON_NAME_MAX_LENGTH} required />
              <Text name="first_name" label={t('form.firstName')} maxLength={PERSON_NAME_MAX_LENGTH} required />
            </Columns>
            {/* A Latin letter and 9 digits: typed left to right on an Arabic page too. */}
            <Text name="massar_code" label={t('form.massarCode')} hint={t('form.massarHint')} {...CODE_PROPS} />
            <Columns $min="12rem">
              <FormField name="birthday" component={DateField} label={t('form.birthday')} {...birthdayProps} />
              <Choice
                name="gender"
                label={t('form.gender')}
                placeholder={t('form.genderPlaceholder')}
                options={genders}
              />
            </Columns>
            <Choice
              name="class_id"
              label={t('form.class')}
              placeholder={t('form.classPlaceholder')}
              options={classOptions}
            />
            <Columns $min="12rem">
              <Text name="parent_name" label={t('form.parentName')} />
              <Text name="parent_phone" label={t('form.parentPhone')} type="tel" controlDir="ltr" />
            </Columns>
            <FormSubmitError format={(key: TranslationKey) => t(key)} />
          </StudentFormBody>
        </Modal>
      )}
    </Form>
  );
}
