import * as z from 'zod/mini';

/**
 * Small building blocks shared by the response and payload schemas of every backend.
 *
 * Response schemas are lenient where the spec is vague (a field may be missing or null) and
 * strict on what screens rely on (ids, names, prices as numbers). Payload schemas are strict:
 * the fake backend uses them to answer 400 on bad input, as the real backend would.
 */

/** A database id: a positive whole number (ids are never 0 in the backends). */
export const idSchema = z.int().check(z.positive());

/**
 * A number that the backend may serialise as a string (Django decimals arrive as `"12.50"`).
 * Accepts a finite number or a numeric string, outputs a number.
 */
export const numericSchema = z.pipe(
  z.union([
    z.number(),
    z.string().check(
      z.trim(),
      z.refine((s) => s !== '' && Number.isFinite(Number(s)), { message: 'Expected a numeric string' }),
    ),
  ]),
  z.transform((value) => Number(value)),
);

/** Like {@link numericSchema}, but a missing, null or empty value becomes `null`. */
export const optionalNumericSchema = z.pipe(
  z.optional(z.nullable(z.union([z.number(), z.string()]))),
  z.transform((value) => {
    if (value === undefined || value === null || value === '') return null;
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }),
);

/** A text field the backend may omit or send as null: read as `''`. */
export const lenientTextSchema = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((value) => value ?? ''),
);

/** A text the UI may show when present: missing becomes `null`. */
export const optionalTextSchema = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((value) => value ?? null),
);

/** Where a list item that does not fit its schema is reported (see {@link lenientArray}). */
export type DroppedItemReporter = (report: { issues: readonly z.core.$ZodIssue[]; item: unknown }) => void;

let reportDroppedItem: DroppedItemReporter = ({ issues }) => {
  console.warn('A list item that does not fit the contract was left out:', issues);
};

/** Sets where dropped list items are reported (a monitoring hook); returns the previous reporter. */
export function setDroppedItemReporter(reporter: DroppedItemReporter): DroppedItemReporter {
  const previous = reportDroppedItem;
  reportDroppedItem = reporter;
  return previous;
}

/**
 * A list the backend may omit or send as null: read as an empty list. Each item is read on its
 * own: one that does not fit its schema is left out and reported ({@link setDroppedItemReporter}),
 * so one bad school or order never fails the whole list.
 */
export function lenientArray<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.optional(z.nullable(z.array(z.unknown()))),
    z.transform((value) =>
      (value ?? []).flatMap((raw) => {
        const result = z.safeParse(item, raw);
        if (result.success) return [result.data as z.output<T>];
        reportDroppedItem({ issues: result.error.issues, item: raw });
        return [];
      }),
    ),
  );
}

/**
 * A reference the contract leaves open: an id, or the object it names (`{ level_id, name, ... }`,
 * `{ id, ... }`), read as the id. `keys` are the object's id fields, in order of preference.
 */
export function refIdSchema(...keys: readonly [string, ...string[]]) {
  return z.pipe(
    z.union([
      z.number(),
      z.string().check(z.regex(/^\d+$/)),
      z.record(z.string(), z.unknown()).check(
        z.refine(
          (o) =>
            keys.some((k) => typeof o[k] === 'number' || (typeof o[k] === 'string' && /^\d+$/.test(o[k] as string))),
          {
            message: `Expected an id or an object with ${keys.join(' or ')}`,
          },
        ),
      ),
    ]),
    z.transform((value) => {
      if (typeof value === 'number') return value;
      if (typeof value === 'string') return Number(value);
      const key = keys.find((k) => value[k] !== undefined && value[k] !== null);
      return Number(value[key as string]);
    }),
  );
}

const nameOrNamed = z.optional(
  z.nullable(z.union([z.string(), z.object({ name: z.optional(z.nullable(z.string())) })])),
);

/**
 * A name the contract leaves open: a text, or an object that has one (`{ name }`, `{ id, name }`);
 * missing or null reads as `''`.
 */
export const nameTextSchema = z.pipe(
  nameOrNamed,
  z.transform((value) => (typeof value === 'string' ? value : (value?.name ?? ''))),
);

/** Like {@link nameTextSchema}, but missing, null or a nameless object reads as `null`. */
export const optionalNameTextSchema = z.pipe(
  nameOrNamed,
  z.transform((value) => (typeof value === 'string' ? value : (value?.name ?? null))),
);

/** A flag the backend may omit, send as null or as 0/1: read as a boolean (missing is false). */
export const lenientBooleanSchema = z.pipe(
  z.optional(z.nullable(z.union([z.boolean(), z.number(), z.string()]))),
  z.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
);

/** A required, non-blank text (trimmed). */
export const requiredTextSchema = z.string().check(z.trim(), z.minLength(1, { message: 'Required' }));

/** An e-mail address (trimmed). */
export const emailSchema = z.string().check(z.trim(), z.email({ message: 'Email format incorrect' }));
