import * as z from 'zod/mini';
import { idSchema, lenientArray, optionalTextSchema, requiredTextSchema } from '../common/schema-helpers';
import { pricedLineSchema } from './line';

/** One line of a pack (§3): a priced line (article, brand, unit price in Dhs, quantity) and its picture. */
export const packLineSchema = z.extend(pricedLineSchema, {
  image_url: z.optional(optionalTextSchema),
});
/** A line of a pack. */
export type PackLine = z.output<typeof packLineSchema>;

/** A ready-made pack of a school and level (§3). */
export const packSchema = z.object({
  id: z.number(),
  name: z.string(),
  school_id: z.optional(z.nullable(z.number())),
  level_id: z.optional(z.nullable(z.number())),
  /** Lines; `get_packs_client` may send them, `get_pack_articles` always does. */
  pack_articles: lenientArray(packLineSchema),
  /** Picture of the pack, when there is one. */
  image_url: z.optional(optionalTextSchema),
});
/** A pack. */
export type Pack = z.output<typeof packSchema>;

/** Response of `get_packs_client` (school_id, levels_ids). */
export const packsResponseSchema = z.object({
  packs: lenientArray(packSchema),
});

/** Response of `get_pack_articles` (pack_id). */
export const packLinesResponseSchema = z.object({
  pack_articles: lenientArray(packLineSchema),
});

/** Price of a pack: the sum of price × quantity of its lines, in Dhs. */
export function packTotal(pack: Pick<Pack, 'pack_articles'>): number {
  return roundPrice(pack.pack_articles.reduce((sum, a) => sum + a.price * a.quantity, 0));
}

/** Rounds an amount to the centime (sums of decimals drift otherwise). */
export function roundPrice(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** Payload of `packs_api` POST (action `create`, library/admin side): a new pack. */
export const createPackPayloadSchema = z.object({
  school_id: idSchema,
  level_id: idSchema,
  name: requiredTextSchema,
  pack_articles: z
    .array(
      z.object({
        article_id: idSchema,
        brand: requiredTextSchema,
        price: z.number().check(z.positive()),
        quantity: z.int().check(z.gte(1)),
      }),
    )
    .check(z.minLength(1)),
});
/** Payload of the pack creation. */
export type CreatePackPayload = z.output<typeof createPackPayloadSchema>;

/** Payload of `update_pack` (`packs_api` POST, admin): a pack's new name and lines (its school and level stay). */
export const updatePackPayloadSchema = z.object({
  pack_id: idSchema,
  name: requiredTextSchema,
  pack_articles: createPackPayloadSchema.shape.pack_articles,
});
/** Payload of the pack edit. */
export type UpdatePackPayload = z.output<typeof updatePackPayloadSchema>;

/** Response of `packs_api` POST: the new pack. */
export const packResponseSchema = z.object({ pack: packSchema });
