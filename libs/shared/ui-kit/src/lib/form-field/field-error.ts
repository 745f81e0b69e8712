/** The parts of react-final-form's field meta that decide whether an error shows. */
export interface FieldErrorMeta {
  /** The user has left the field at least once (or the form was submitted). */
  touched?: boolean;
  /** Validation error of the field. */
  error?: unknown;
  /** Error the server returned for the field on submit. */
  submitError?: unknown;
  /** The field changed since the last submit (the server's error may be stale). */
  dirtySinceLastSubmit?: boolean;
}

/**
 * The message to show for a field: only once it is touched (§5: errors show only for touched
 * fields), its validation error first, then a server error until the field changes again.
 * Non-text errors (e.g. `true`) show nothing, since there is no text to say.
 */
export function getFieldError(meta: FieldErrorMeta): string | undefined {
  if (!meta.touched) {
    return undefined;
  }
  if (typeof meta.error === 'string' && meta.error) {
    return meta.error;
  }
  if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' && meta.submitError) {
    return meta.submitError;
  }
  return undefined;
}
