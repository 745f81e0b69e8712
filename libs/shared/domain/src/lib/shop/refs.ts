import * as z from 'zod/mini';
import { lenientTextSchema, optionalNameTextSchema, optionalTextSchema } from '../common/schema-helpers';

/**
 * A library as other entities refer to it (orders, quotes). The backend may send only its name;
 * both forms are read as `{ id, name, image_url, phone_number }`.
 */
export const libraryRefSchema = z.pipe(
  z.union([
    z.string(),
    z.object({
      id: z.optional(z.nullable(z.number())),
      name: lenientTextSchema,
      image_url: z.optional(optionalTextSchema),
      phone_number: z.optional(optionalTextSchema),
    }),
  ]),
  z.transform((value) =>
    typeof value === 'string'
      ? { id: null, name: value, image_url: null, phone_number: null }
      : {
          id: value.id ?? null,
          name: value.name,
          image_url: value.image_url ?? null,
          phone_number: value.phone_number ?? null,
        },
  ),
);
/** A library reference. */
export type LibraryRef = z.output<typeof libraryRefSchema>;

/** An optional library: missing, null or '' means "no library" (§3 orders). */
export const optionalLibraryRefSchema = z.pipe(
  z.optional(z.nullable(z.union([z.string(), libraryRefSchema]))),
  z.transform((value): LibraryRef | null => {
    if (value === undefined || value === null || value === '') return null;
    if (typeof value === 'string') return { id: null, name: value, image_url: null, phone_number: null };
    return value;
  }),
);

/** An article as lines refer to it: id, name and picture (and subject name on quote lines). */
export const articleRefSchema = z.object({
  id: z.optional(z.nullable(z.number())),
  name: z.string(),
  image_url: z.optional(optionalTextSchema),
  /** Subject name (quote lines, §3); the backend may send the subject object `{ name }` instead. */
  subject: z.optional(optionalNameTextSchema),
});
/** An article reference. */
export type ArticleRef = z.output<typeof articleRefSchema>;
