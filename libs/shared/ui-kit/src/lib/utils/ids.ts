import { useId } from 'react';

/** Joins element ids for `aria-describedby`/`aria-labelledby`, skipping empty ones. */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/** Ids that tie a control to its label, hint and error. */
export interface FieldIds {
  /** Id of the control itself. */
  inputId: string;
  /** Id of the hint paragraph. */
  hintId: string;
  /** Id of the error paragraph. */
  errorId: string;
}

/**
 * Makes the ids of a field; `id` (when the caller gives one) becomes the control's id. It lives
 * here, not with `Field`: a checkbox needs its ids, not the field's frame, styles and icon (the
 * dashboard's task list would load them all; docs/performance.md).
 */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  return { inputId, hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
}
