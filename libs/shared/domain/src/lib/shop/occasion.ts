import * as z from 'zod/mini';
import { BOOK_CATEGORIES, BOOK_CONDITIONS } from '../constants';
import {
  lenientArray,
  lenientTextSchema,
  nameTextSchema,
  numericSchema,
  optionalNumericSchema,
  optionalTextSchema,
} from '../common/schema-helpers';
import type { Level, Subject } from '../common/levels';

/** The seller of a second-hand book (§3): shown in the contact popup. */
export const occasionSellerSchema = z.object({
  first_name: lenientTextSchema,
  last_name: lenientTextSchema,
  phone_number: lenientTextSchema,
  image_url: optionalTextSchema,
});
/** The seller of a listing. */
export type OccasionSeller = z.output<typeof occasionSellerSchema>;

/**
 * A second-hand book listing (occasion, §3). `level` and `subject` are names ("level (name)",
 * "subject (name)"): a text, or the object `{ name }`.
 */
export const occasionSchema = z.object({
  id: z.number(),
  name: z.string(),
  author: lenientTextSchema,
  /** Level name. */
  level: nameTextSchema,
  /** Subject name. */
  subject: nameTextSchema,
  /** Publisher. */
  edition: lenientTextSchema,
  /** Edition date as typed in the form (DD/MM/YYYY) or a year. */
  edition_year: z.pipe(
    z.optional(z.nullable(z.union([z.string(), z.number()]))),
    z.transform((v) => (v === undefined || v === null ? '' : String(v))),
  ),
  description: lenientTextSchema,
  /** Price asked, in Dhs. */
  price: numericSchema,
  /** Price new, in Dhs, or null. */
  original_price: optionalNumericSchema,
  /** 0 good, 1 average (BOOK_CONDITIONS). */
  condition: z.pipe(
    z.optional(z.nullable(z.union([z.number(), z.string()]))),
    z.transform((v) => (Number(v) === BOOK_CONDITIONS.average ? BOOK_CONDITIONS.average : BOOK_CONDITIONS.good)),
  ),
  /** Category tile, 1 or 2 (BOOK_CATEGORIES), when sent. */
  category: z.optional(z.nullable(z.number())),
  /** Pictures (URLs). */
  image_url: lenientArray(z.string()),
  /** Status label (values not shown in the spec), e.g. "Active", "Pending", "Refused" (OCCASION_STATUSES). */
  status: optionalTextSchema,
  /** Why the admin refused the listing (moderation, assumed contract); null when none was sent. */
  refusal_reason: z.optional(optionalTextSchema),
  user: z.optional(z.nullable(occasionSellerSchema)),
  /** ISO date-time of the listing, when sent. */
  date_created: z.optional(optionalTextSchema),
});
/** A second-hand book listing. */
export type Occasion = z.output<typeof occasionSchema>;

/** A page of `get_all_occasions` / `get_my_occasions`. */
export const occasionsPageSchema = z.object({
  occasions: lenientArray(occasionSchema),
  error: z.optional(z.nullable(z.string())),
});

/** Response of `get_occasion` (one listing, an addition: /occasion/{id} opened directly). */
export const occasionResponseSchema = z.object({
  occasion: occasionSchema,
});

/**
 * Listing status labels (§3 shows the field, not its values). `Active` is on sale; with moderation
 * (assumed contract, api-clients README "Assumed contract: moderation of second-hand listings") a
 * new listing is `Pending` until an admin publishes it (`Active`) or refuses it (`Refused`). A
 * backend without moderation creates listings `Active` at once; any other label is shown as sent.
 */
export const OCCASION_STATUSES = {
  active: 'Active',
  pending: 'Pending',
  refused: 'Refused',
} as const;

/** A moderation status the admin filters by. */
export type OccasionModerationStatus = (typeof OCCASION_STATUSES)[keyof typeof OCCASION_STATUSES];

/** Payload of `publish_occasion` (admin): the listing to put on sale. */
export const publishOccasionPayloadSchema = z.object({
  occasion_id: z.number(),
});
/** Payload of `publish_occasion`. */
export type PublishOccasionPayload = z.output<typeof publishOccasionPayloadSchema>;

/** Payload of `refuse_occasion` (admin): the listing refused and why (shown to the seller). */
export const refuseOccasionPayloadSchema = z.object({
  occasion_id: z.number(),
  reason: z.string().check(z.trim(), z.minLength(1, { message: 'Reason required' })),
});
/** Payload of `refuse_occasion`. */
export type RefuseOccasionPayload = z.output<typeof refuseOccasionPayloadSchema>;

/** Messages of the sell-book rules (§5). */
export const OCCASION_MESSAGES = {
  nameRequired: 'Name required',
  priceRequired: 'Price required',
} as const;

const categories = BOOK_CATEGORIES as readonly number[];

/** A price typed in the form: a number, or a numeric text ('' means none). */
const formPrice = z.union([z.number().check(z.gte(0)), z.string()]);

/**
 * The create-listing payload without its action (§3), also stored as `occasion_temp` while a
 * visitor signs in (§4). Name and price are required (§5); `subject` and `level` are ids.
 */
export const createOccasionPayloadSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { message: OCCASION_MESSAGES.nameRequired })),
  author: z.string(),
  editor: z.string(),
  condition: z.union([z.literal(BOOK_CONDITIONS.good), z.literal(BOOK_CONDITIONS.average)]),
  category: z.int().check(z.refine((c) => categories.includes(c), { message: 'Unknown category' })),
  description: z.string(),
  subject: z.nullable(z.number()),
  level: z.nullable(z.number()),
  /** DD/MM/YYYY as typed, or ''. */
  edition_year: z.string(),
  price: formPrice.check(
    z.refine((p) => (typeof p === 'number' ? true : p.trim() !== '' && Number.isFinite(Number(p))), {
      message: OCCASION_MESSAGES.priceRequired,
    }),
  ),
  original_price: formPrice,
  images_url: z.array(z.string()),
});
/** The create-listing payload (without `action`). */
export type CreateOccasionPayload = z.output<typeof createOccasionPayloadSchema>;

/** `occasion_temp` (§3): a listing draft kept while the visitor signs in. */
export const occasionTempSchema = createOccasionPayloadSchema;
/** `occasion_temp`. */
export type OccasionTemp = CreateOccasionPayload;

/**
 * Initial values of the listing form (§3): text and price fields empty, condition 0 (good),
 * category 1, subject and level the first of the loaded lists (null while they are not loaded).
 */
export function createListingDefaults(
  subjects: readonly Pick<Subject, 'subject_id'>[],
  levels: readonly Pick<Level, 'level_id'>[],
): CreateOccasionPayload {
  return {
    name: '',
    author: '',
    editor: '',
    condition: BOOK_CONDITIONS.good,
    category: BOOK_CATEGORIES[0],
    description: '',
    subject: subjects[0]?.subject_id ?? null,
    level: levels[0]?.level_id ?? null,
    edition_year: '',
    price: '',
    original_price: '',
    images_url: [],
  };
}

/** Answer of `create_occasion`: the new listing. */
export const createOccasionResponseSchema = z.object({
  occasion: occasionSchema,
});
