import * as z from 'zod/mini';

/**
 * The school-management POST handlers (`schools_*_handler`, `/school/evaluations`, `/api/events`,
 * ...) each create, edit and delete rows of one kind. We send the operation as an `action` field,
 * like the shop's payload actions: `add` (the row's fields), `edit` (`id` and the fields) or
 * `delete` (`id`). Every one of them answers {@link MutationResult}.
 */
export const CRUD_ACTIONS = ['add', 'edit', 'delete'] as const;
/** One of {@link CRUD_ACTIONS}. */
export type CrudAction = (typeof CRUD_ACTIONS)[number];

/** Answer of a school-management add/edit/delete: the id of the row concerned. */
export const mutationResultSchema = z.object({ success: z.boolean(), id: z.number() });
/** Answer of a school-management add/edit/delete. */
export type MutationResult = z.output<typeof mutationResultSchema>;

/** A cross-field rule of a payload: `ok` must hold, else `message` is reported at `path`. */
export interface PayloadRule<T> {
  /** True when the value is valid. */
  ok: (value: T) => boolean;
  /** The §5 dictionary message. */
  message: string;
  /** Field the message belongs to. */
  path: string;
}

/**
 * A zod check reporting every broken rule as an issue on its field. It is typed on the value the
 * rules read: a payload object holds those fields and more (`action`, `id`), which TypeScript
 * cannot see through generic shapes, so the check receives the value as `unknown`.
 */
export function ruleCheck<T>(rules: readonly PayloadRule<T>[]) {
  return (payload: { value: unknown; issues: z.core.$ZodRawIssue[] }): void => {
    const value = payload.value as T;
    for (const rule of rules) {
      if (!rule.ok(value))
        payload.issues.push({ code: 'custom', message: rule.message, path: [rule.path], input: value });
    }
  };
}

/**
 * Builds the add/edit/delete payload schema of one school handler from the row's fields.
 * `rules` are cross-field checks (end after start, ...) applied to add and edit.
 */
export function crudPayloadSchema<Shape extends z.core.$ZodLooseShape>(
  fields: Shape,
  rules: readonly PayloadRule<z.output<z.ZodMiniObject<Shape>>>[] = [],
) {
  const check = ruleCheck(rules);
  return z.discriminatedUnion('action', [
    z.object({ ...fields, action: z.literal('add') }).check(check),
    z.object({ ...fields, action: z.literal('edit'), id: z.number() }).check(check),
    z.object({ action: z.literal('delete'), id: z.number() }),
  ]);
}
