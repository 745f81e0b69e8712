import {
  PREFERRED_PHONE_COUNTRY,
  type ParentRegistrationPayload,
  type ProfessorRegistrationPayload,
  type RegistrationPayload,
  type SchoolRegistrationPayload,
} from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { toE164 } from '@kk/ui-kit';
import {
  collectErrors,
  confirmationRule,
  newPasswordRule,
  personNameRule,
  required,
  type RuleResult,
} from '../shared/rules';
import { emailRule } from '../shared/email-rule';
import { phoneRule } from '../shared/phone-rule';

/** The four registrations of the learning platform (§6), in the order the profile choice lists them. */
export const REGISTRATION_PROFILES = ['child', 'parent', 'school', 'professor'] as const;
/** One of {@link REGISTRATION_PROFILES}. */
export type RegistrationProfile = (typeof REGISTRATION_PROFILES)[number];

/** The `?profil=` value of each profile in the registration URL (French, like the paths). */
export const PROFILE_PARAMS: Record<RegistrationProfile, string> = {
  child: 'eleve',
  parent: 'parent',
  school: 'ecole',
  professor: 'professeur',
};

/** The profile of a `?profil=` value, or null when it names none. */
export function profileFromParam(param: string | null): RegistrationProfile | null {
  return REGISTRATION_PROFILES.find((p) => PROFILE_PARAMS[p] === param) ?? null;
}

/** Values of the registration form (every profile; each uses its own extra fields). */
export interface RegistrationValues {
  /** First name. */
  first_name?: string;
  /** Last name. */
  last_name?: string;
  /** E-mail (a parent's for a young student). */
  email?: string;
  /** Phone as typed (Moroccan when written without `+`). */
  phone_number?: string;
  /** Chosen password. */
  password?: string;
  /** The password again. */
  confirm_password?: string;
  /** Child: the level the student is in (its id, as the select gives it). */
  level_id?: string;
  /** Parent and school: the city. */
  city?: string;
  /** School: the establishment's name. */
  school_name?: string;
  /** School: the establishment's address. */
  address?: string;
  /** Professor: ids of the subjects taught (checkbox values). */
  subject_ids?: string[];
  /** The terms of use are accepted. */
  terms?: boolean;
}

/** Field name → translation key of its message. */
export type RegistrationErrors = Partial<Record<keyof RegistrationValues, TranslationKey>>;

/**
 * The rules of one profile's form: §5 registration (names, e-mail, phone, password longer than 5
 * characters, confirmation equal) and the dictionary rules that apply (phone format, terms
 * accepted, level, city, subject, names required), and names of 50 characters at most.
 */
export function validateRegistration(profile: RegistrationProfile, values: RegistrationValues): RegistrationErrors {
  const common: Partial<Record<keyof RegistrationValues, RuleResult>> = {
    first_name: personNameRule('validation:firstNameRequired')(values.first_name),
    last_name: personNameRule('validation:lastNameRequired')(values.last_name),
    email: emailRule(values.email),
    phone_number: phoneRule(values.phone_number),
    password: newPasswordRule(values.password),
    confirm_password: confirmationRule(values.confirm_password, values.password),
    terms: values.terms ? undefined : 'validation:termsRequired',
  };
  const extra: Partial<Record<keyof RegistrationValues, RuleResult>> =
    profile === 'child'
      ? { level_id: required('validation:levelRequired')(values.level_id) }
      : profile === 'parent'
        ? { city: required('validation:cityRequired')(values.city) }
        : profile === 'school'
          ? {
              school_name: required('validation:nameRequired')(values.school_name),
              city: required('validation:cityRequired')(values.city),
              address: required('learning-auth:register.addressRequired')(values.address),
            }
          : { subject_ids: values.subject_ids?.length ? undefined : 'validation:subjectRequired' };
  return collectErrors({ ...common, ...extra }) as RegistrationErrors;
}

const text = (value: string | undefined) => (value ?? '').trim();

/** The base payload (§3): names, e-mail, phone (international form), password; no photo. */
export function toBasePayload(values: RegistrationValues): RegistrationPayload {
  const phone = text(values.phone_number);
  return {
    first_name: text(values.first_name),
    last_name: text(values.last_name),
    email: text(values.email),
    phone_number: toE164(phone, PREFERRED_PHONE_COUNTRY) ?? phone,
    password: values.password ?? '',
    image: null,
  };
}

/** Parent registration payload: base + city. */
export function toParentPayload(values: RegistrationValues): ParentRegistrationPayload {
  return { ...toBasePayload(values), city: text(values.city) };
}

/** School registration payload: the administrator's base fields + the school's name, city and address. */
export function toSchoolPayload(values: RegistrationValues): SchoolRegistrationPayload {
  return {
    ...toBasePayload(values),
    school_name: text(values.school_name),
    city: text(values.city),
    address: text(values.address),
  };
}

/** Professor registration payload: base + the subjects taught. */
export function toProfessorPayload(values: RegistrationValues): ProfessorRegistrationPayload {
  return { ...toBasePayload(values), subject_ids: (values.subject_ids ?? []).map(Number) };
}
