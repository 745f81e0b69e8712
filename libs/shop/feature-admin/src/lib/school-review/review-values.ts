import type { ActivateSchoolPayload, SchoolRequest } from '@kk/domain';
import type { FormErrorKeys } from '@kk/shop-ui';

/** Values of the review form: the school as it will be listed. Levels are ids as strings. */
export interface ReviewValues {
  name: string;
  city: string;
  address: string;
  phone_number: string;
  levels: string[];
}

/** The form's start: what the user sent (name, city, the level asked). */
export function reviewValues(request: SchoolRequest): ReviewValues {
  const level = Number(request.level);
  return {
    name: request.name,
    city: request.city,
    address: '',
    phone_number: '',
    levels: request.level !== null && request.level !== undefined && Number.isInteger(level) ? [String(level)] : [],
  };
}

/** The §5 rules of the school's fields: name, city and at least one level required. */
export function validateReview(values: Partial<ReviewValues>): FormErrorKeys<ReviewValues> {
  const errors: FormErrorKeys<ReviewValues> = {};
  if (!values.name?.trim()) errors.name = 'validation:nameRequired';
  if (!values.city?.trim()) errors.city = 'validation:cityRequired';
  if (!values.levels?.length) errors.levels = 'validation:levelRequired';
  return errors;
}

/** The activation sent for request `id`. */
export function toActivation(id: number, values: ReviewValues): ActivateSchoolPayload {
  return {
    id,
    name: values.name.trim(),
    city: values.city.trim(),
    address: values.address.trim(),
    phone_number: values.phone_number.trim(),
    levels: values.levels.map(Number).sort((a, b) => a - b),
  };
}

/** Values of the refusal form. */
export interface RefusalValues {
  reason: string;
}

/** A refusal needs its reason (the user is told why). */
export function validateRefusal(values: Partial<RefusalValues>): FormErrorKeys<RefusalValues> {
  return values.reason?.trim() ? {} : { reason: 'shop-admin:review.reasonRequired' };
}
