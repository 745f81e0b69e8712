import {
  GENDERS,
  importDate,
  MASSAR_CODE_PATTERN,
  PERSON_NAME_MAX_LENGTH,
  type Gender,
  type Student,
  type StudentPayload,
} from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';

/** Values of the student form (add or edit), as the fields hold them. */
export interface StudentFormValues {
  /** First name. */
  first_name?: string;
  /** Last name. */
  last_name?: string;
  /** Code Massar as typed (spaces dropped, capitals, when sent). */
  massar_code?: string;
  /** Date of birth as typed, DD/MM/YYYY. */
  birthday?: string;
  /** 'M' or 'F'. */
  gender?: string;
  /** The class's id, as the select gives it. */
  class_id?: string;
  /** The parent to contact (optional). */
  parent_name?: string;
  /** The parent's phone (optional). */
  parent_phone?: string;
}

/** Field name → translation key of its message. */
export type StudentFormErrors = Partial<Record<keyof StudentFormValues, TranslationKey>>;

const trimmed = (value: string | undefined) => (value ?? '').trim();

/** The code as the register writes it: no spaces, capital letter. */
export function tidyMassarCode(code: string | undefined): string {
  return (code ?? '').replace(/\s/g, '').toUpperCase();
}

function nameError(value: string | undefined, missing: TranslationKey): TranslationKey | undefined {
  if (!trimmed(value)) return missing;
  return trimmed(value).length > PERSON_NAME_MAX_LENGTH ? 'validation:nameTooLong' : undefined;
}

function birthdayError(value: string | undefined, today: string): TranslationKey | undefined {
  if (!trimmed(value)) return 'learning-students:form.birthdayRequired';
  const iso = importDate(trimmed(value));
  return iso && iso <= today ? undefined : 'learning-students:form.birthdayInvalid';
}

/**
 * The rules of the student form: names required (50 characters at most), the Code Massar required
 * and a letter and 9 digits (else the §8 dictionary's 'This Code Massar is invalid'), a real date
 * of birth not in the future, gender and class chosen.
 */
export function validateStudentForm(values: StudentFormValues, today = new Date().toISOString().slice(0, 10)) {
  const code = tidyMassarCode(values.massar_code);
  const errors: StudentFormErrors = {
    last_name: nameError(values.last_name, 'validation:lastNameRequired'),
    first_name: nameError(values.first_name, 'validation:firstNameRequired'),
    massar_code: !code
      ? 'learning-students:form.massarRequired'
      : MASSAR_CODE_PATTERN.test(code)
        ? undefined
        : 'errors:massarCodeInvalid',
    birthday: birthdayError(values.birthday, today),
    gender: GENDERS.includes(values.gender as Gender) ? undefined : 'learning-students:form.genderRequired',
    class_id: values.class_id ? undefined : 'validation:classRequired',
  };
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key !== undefined)) as StudentFormErrors;
}

/** A student as the form's starting values (an ISO birthday shown as DD/MM/YYYY). */
export function studentFormValues(student: Student): StudentFormValues {
  const [year, month, day] = student.birthday.split('-');
  return {
    first_name: student.first_name,
    last_name: student.last_name,
    massar_code: student.massar_code,
    birthday: year && month && day ? `${day}/${month}/${year}` : '',
    gender: student.gender,
    class_id: student.class_id === null ? '' : String(student.class_id),
    parent_name: student.parent_name,
    parent_phone: student.parent_phone,
  };
}

/** The fields of the add/edit payload from valid form values. */
export function studentFields(values: StudentFormValues): Omit<Extract<StudentPayload, { action: 'add' }>, 'action'> {
  return {
    first_name: trimmed(values.first_name),
    last_name: trimmed(values.last_name),
    massar_code: tidyMassarCode(values.massar_code),
    birthday: importDate(trimmed(values.birthday)) ?? '',
    gender: values.gender as Gender,
    class_id: values.class_id ? Number(values.class_id) : null,
    parent_name: trimmed(values.parent_name),
    parent_phone: trimmed(values.parent_phone),
  };
}

/** The words of each gender. */
export const GENDER_LABELS: Readonly<Record<Gender, TranslationKey<'learning-students'>>> = {
  M: 'learning-students:genders.M',
  F: 'learning-students:genders.F',
};

/** The §8 dictionary's refusals of a Massar code and where their texts are. */
export const MASSAR_REFUSALS: Readonly<Record<string, TranslationKey>> = {
  'This Code Massar is invalid': 'errors:massarCodeInvalid',
  'Code Massar already exist': 'errors:massarCodeExists',
};
