import {
  GENDERS,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  type ChildRegistrationPayload,
  type ChildUpdatePayload,
  type Gender,
  type ParentChild,
} from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { formatDateValue, parseDate } from '@kk/ui-kit';

/** Values of a child's form: who the child is, and, to register them, the password they will use. */
export interface ChildFormValues {
  /** First name. */
  first_name?: string;
  /** Last name. */
  last_name?: string;
  /** Date of birth as typed, DD/MM/YYYY. */
  birthday?: string;
  /** 'M' or 'F'. */
  gender?: string;
  /** The level's id, as the select gives it. */
  level_id?: string;
  /** Registration only: the child's password. */
  password?: string;
  /** Registration only: the password again. */
  confirm_password?: string;
}

/** Field name → translation key of its message. */
export type ChildFormErrors = Partial<Record<keyof ChildFormValues, TranslationKey>>;

const trimmed = (value: string | undefined) => (value ?? '').trim();

/** The oldest and youngest a pupil can be born: 25 years ago to today. */
function birthdayError(value: string | undefined): TranslationKey | undefined {
  if (!trimmed(value)) return 'learning-children:form.birthdayRequired';
  const date = parseDate(trimmed(value));
  const today = new Date();
  const earliest = new Date(today.getFullYear() - 25, 0, 1);
  return date && date <= today && date >= earliest ? undefined : 'learning-children:form.birthdayInvalid';
}

function nameError(value: string | undefined, missing: TranslationKey): TranslationKey | undefined {
  if (!trimmed(value)) return missing;
  return trimmed(value).length > PERSON_NAME_MAX_LENGTH ? 'validation:nameTooLong' : undefined;
}

/**
 * The rules of a child's form: names required (50 characters at most), a real date of birth,
 * gender and level chosen; to register, the §5 password rules (required, longer than 5
 * characters, confirmation required and equal: 'Passwords must matchs').
 */
export function validateChildForm(values: ChildFormValues, withPassword: boolean): ChildFormErrors {
  const errors: ChildFormErrors = {
    first_name: nameError(values.first_name, 'validation:firstNameRequired'),
    last_name: nameError(values.last_name, 'validation:lastNameRequired'),
    birthday: birthdayError(values.birthday),
    gender: GENDERS.includes(values.gender as Gender) ? undefined : 'learning-children:form.genderRequired',
    level_id: values.level_id ? undefined : 'validation:levelRequired',
  };
  if (withPassword) {
    const password = values.password ?? '';
    errors.password = !password
      ? 'validation:passwordRequired'
      : password.length > PASSWORD_MIN_LENGTH
        ? undefined
        : 'validation:passwordMinLength';
    errors.confirm_password = !values.confirm_password
      ? 'validation:confirmPasswordRequired'
      : values.confirm_password === password
        ? undefined
        : 'validation:passwordsMustMatch';
  }
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key !== undefined)) as ChildFormErrors;
}

/** The DD/MM/YYYY date typed, as the API's ISO day (YYYY-MM-DD). */
export function isoDay(value: string | undefined): string {
  const date = parseDate(trimmed(value));
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Who the child is, as both calls take it (names trimmed, ISO birthday). */
function identity(values: ChildFormValues) {
  return {
    first_name: trimmed(values.first_name),
    last_name: trimmed(values.last_name),
    birthday: isoDay(values.birthday),
    gender: values.gender as Gender,
  };
}

/** The `child_register` payload (call 35). */
export function toRegistrationPayload(values: ChildFormValues): ChildRegistrationPayload {
  return { ...identity(values), level_id: Number(values.level_id), password: values.password ?? '' };
}

/** The child update payload (call 49): the level goes as `current_level`. */
export function toUpdatePayload(values: ChildFormValues): ChildUpdatePayload {
  return { ...identity(values), current_level: Number(values.level_id) };
}

/** A listed child as the form's starting values (the date as DD/MM/YYYY). */
export function childFormValues(child: ParentChild): ChildFormValues {
  const [year, month, day] = (child.birthday ?? '').split('-').map(Number);
  const birthday = year && month && day ? formatDateValue(new Date(year, month - 1, day)) : '';
  return {
    first_name: child.first_name,
    last_name: child.last_name,
    birthday,
    gender: child.gender ?? undefined,
    level_id: child.current_level === null ? undefined : String(child.current_level),
  };
}
