import * as z from 'zod/mini';
import { lenientArray } from './schema-helpers';

/**
 * The open shapes of the learning and school-management answers (§7: "Response shapes are mostly
 * not shown"), read in one place. A backend may write a list as our envelope (`{ tasks: [...] }`,
 * what the fake backend serves), as a Django REST framework page (`{ count, next, previous,
 * results }`) or as a bare array; and a reference to another entity as flat fields (`subject_id`,
 * `subject_name`) or as a nested object (`subject: { id, name }`). Every reading is turned into
 * the one shape screens read: the envelope, and the flat fields.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A list that must be there (an array), each item read on its own as `lenientArray` reads it. Its
 * output type is that of `lenientArray`; zod's pipe wants the second schema's input to be exactly
 * the first one's output, which `lenientArray` (missing and null accepted too) widens.
 */
export function requiredListSchema<T extends z.ZodMiniType>(item: T) {
  return z.pipe(z.array(z.unknown()), lenientArray(item) as unknown as z.ZodMiniType<z.output<T>[], unknown[]>);
}

/** The items of a list answer in any of its readings, or undefined when it is none of them. */
function itemsOf(raw: unknown, key: string): unknown[] | undefined {
  if (Array.isArray(raw)) return raw;
  if (!isRecord(raw)) return undefined;
  if (Array.isArray(raw[key])) return raw[key] as unknown[];
  if (Array.isArray(raw['results'])) return raw['results'] as unknown[];
  return undefined;
}

/**
 * A list answer whose shape the spec does not show, read as `{ [key]: items }`: our envelope
 * (`{ tasks: [...] }`), a DRF page (`{ count, next, previous, results }`) or a bare array. Each
 * item is read on its own (`lenientArray`: one that does not fit is left out and reported); a
 * body that is none of the three (an object without the list, a text) does not fit.
 *
 * @example tasksResponseSchema = listAnswerSchema('tasks', taskSchema) // { tasks: Task[] }
 */
export function listAnswerSchema<K extends string, T extends z.ZodMiniType>(key: K, item: T) {
  return z.pipe(
    z.transform((raw: unknown) => {
      const items = itemsOf(raw, key);
      return items === undefined ? raw : { [key]: items };
    }),
    z.object({ [key]: requiredListSchema(item) } as Record<K, ReturnType<typeof requiredListSchema<T>>>),
  );
}

/**
 * One page of a paged list (the avatars, the images: `page` and `page_size` params), read as
 * `{ [key]: items, error, last }`: our envelope with its §8 `error` field past the end
 * (`{ avatars: [...] }`, `{ error: 'No result found' }`), a DRF page (`last` when its `next` is
 * null) or a bare array (the list ends on a short page).
 */
export function pagedListAnswerSchema<K extends string, T extends z.ZodMiniType>(key: K, item: T) {
  return z.pipe(
    z.transform((raw: unknown) => {
      if (isRecord(raw) && typeof raw['error'] === 'string' && itemsOf(raw, key) === undefined) {
        return { [key]: [], error: raw['error'], last: true };
      }
      const items = itemsOf(raw, key);
      if (items === undefined) return raw;
      const page = isRecord(raw) ? raw : {};
      const error = typeof page['error'] === 'string' ? page['error'] : undefined;
      const last = 'next' in page && page['next'] === null;
      return { [key]: items, error, last };
    }),
    z.object({
      ...({ [key]: requiredListSchema(item) } as Record<K, ReturnType<typeof requiredListSchema<T>>>),
      error: z.optional(z.string()),
      last: z.boolean(),
    }),
  );
}

/** How one reference of an item may be written (see {@link withReferences}). */
export interface ReferenceFields {
  /** The nested object's key (`subject` for `subject: { id, name }`). */
  from: string;
  /** The flat id field (`subject_id`), if the item has one. */
  id?: string;
  /** The flat name field (`subject_name`), if the item has one. */
  name?: string;
}

/**
 * The references of an item that belongs to one subject at one level (a chapter, a course, an
 * exercise, an exam, a competency...): flat `subject_id` and `level_id`, or `subject` and `level`
 * sent as `{ id, name }` objects.
 */
export const SUBJECT_LEVEL_REFERENCES = [
  { from: 'subject', id: 'subject_id' },
  { from: 'level', id: 'level_id' },
] as const satisfies readonly ReferenceFields[];

/**
 * An item whose references to other entities may come flat (`subject_id`, `subject_name`) or
 * nested (`subject: { id, name }`, as a nested serializer writes them; `subject: null` for none),
 * read as the flat fields of `schema`. A flat field already there wins; an id field sent as the
 * object (`subject_id: { id, name }`) is read the same way.
 *
 * @example withReferences(taskFieldsSchema, [{ from: 'subject', id: 'subject_id', name: 'subject_name' }])
 */
export function withReferences<S extends z.ZodMiniType>(schema: S, references: readonly ReferenceFields[]) {
  return z.pipe(
    z.transform((raw: unknown) => {
      if (!isRecord(raw)) return raw;
      const item: Record<string, unknown> = { ...raw };
      for (const { from, id, name } of references) {
        const nested = isRecord(item[from]) ? item[from] : id && isRecord(item[id]) ? item[id] : undefined;
        if (nested) {
          if (id && (item[id] === undefined || isRecord(item[id]))) item[id] = nested['id'] ?? nested[`${from}_id`];
          if (name && item[name] === undefined) item[name] = nested['name'];
        } else if (item[from] === null) {
          if (id && item[id] === undefined) item[id] = null;
          if (name && item[name] === undefined) item[name] = null;
        }
      }
      return item;
    }),
    schema,
  );
}
