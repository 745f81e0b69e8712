import type { TranslationKey } from '@kk/i18n';
import { submissionErrors } from './server-errors';

/** The add and edit forms of an add/edit/delete payload carrying `fields`. */
export type RowWrite<F> = ({ action: 'add' } & F) | ({ action: 'edit'; id: number } & F);

/** What an RTK Query mutation trigger returns, as far as {@link saveRow} needs it. */
interface Unwrappable {
  unwrap: () => Promise<unknown>;
}

/**
 * Adds (`row` null) or edits `row` with `fields` through an add/edit/delete call of the school
 * (`{ action, id?, ...fields }`); answers nothing on success, or what the form shows on a failure
 * (a 400's field messages on their fields, a known refusal, else "L'enregistrement n'a pas abouti").
 *
 * @example save: (values, room) => saveRow(saveRoom, room, { name: values.name?.trim() ?? '' })
 */
export async function saveRow<F extends object>(
  send: (payload: RowWrite<F>) => Unwrappable,
  row: { id: number } | null,
  fields: F,
): Promise<Record<string, TranslationKey> | undefined> {
  try {
    await send(row ? { action: 'edit', id: row.id, ...fields } : { action: 'add', ...fields }).unwrap();
    return undefined;
  } catch (error) {
    return submissionErrors(error, 'learning-school:list.saveFailed');
  }
}
