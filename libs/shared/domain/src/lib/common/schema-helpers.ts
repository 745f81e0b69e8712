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

/** A list the backend may omit or send as null: read as an empty list. */
export function lenientArray<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.optional(z.nullable(z.array(item))),
    z.transform((value) => (value ?? []) as z.output<T>[]),
  );
}

/** A flag the backend may omit, send as null or as 0/1: read as a boolean (missing is false). */
export const lenientBooleanSchema = z.pipe(
  z.optional(z.nullable(z.union([z.boolean(), z.number(), z.string()]))),
  z.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
);

/** A required, non-blank text (trimmed). */
export const requiredTextSchema = z.string().check(z.trim(), z.minLength(1, { message: 'Required' }));

/** An e-mail address (trimmed). */
export const emailSchema = z.string().check(z.trim(), z.email({ message: 'Email format incorrect' }));
