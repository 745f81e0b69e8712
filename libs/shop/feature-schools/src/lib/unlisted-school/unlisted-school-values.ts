import type { UnlistedSchoolRequest } from '@kk/domain';
import type { FormErrorKeys } from '@kk/shop-ui';

/** Values of the unlisted-school form (§2): the level is the chosen option's value ('' for none). */
export interface UnlistedSchoolValues {
  /** School name (required, §5). */
  name: string;
  /** City. */
  city: string;
  /** Level id as a string, or ''. */
  level: string;
  /** URL of the uploaded file (required, §5). */
  file_url: string;
}

/** The empty form. */
export const EMPTY_UNLISTED_SCHOOL: UnlistedSchoolValues = { name: '', city: '', level: '', file_url: '' };

/** Accepted files: the supply list as a PDF or a photo. */
export const UNLISTED_SCHOOL_FILE_TYPES = 'application/pdf,.pdf,image/*';
/** Largest accepted file: 5 MB. */
export const UNLISTED_SCHOOL_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** The rules of §5: 'Name required', 'File required'. */
export function validateUnlistedSchool(values: Partial<UnlistedSchoolValues>): FormErrorKeys<UnlistedSchoolValues> {
  const errors: FormErrorKeys<UnlistedSchoolValues> = {};
  if (!values.name?.trim()) errors.name = 'validation:nameRequired';
  if (!values.file_url?.trim()) errors.file_url = 'validation:fileRequired';
  return errors;
}

/** The request sent (`create_inactive`) or stored (`school_temp`): name, city, level, file_url (§3). */
export function toUnlistedSchoolRequest(values: UnlistedSchoolValues): UnlistedSchoolRequest {
  const level = values.level ? Number(values.level) : null;
  return {
    name: values.name.trim(),
    city: values.city.trim(),
    level: level !== null && Number.isFinite(level) ? level : null,
    file_url: values.file_url,
  };
}
