import * as z from 'zod/mini';
import {
  idSchema,
  lenientArray,
  numericSchema,
  optionalTextSchema,
  requiredTextSchema,
} from '../common/schema-helpers';
import { articleRefSchema } from './refs';

/**
 * One line of a school's supply list (§3): an article the school asks for, per level and subject,
 * with a quantity.
 */
export const supplyLineSchema = z.object({
  id: z.number(),
  school_id: z.number(),
  level_id: z.number(),
  subject_id: z.nullable(z.number()),
  quantity: numericSchema,
  article: articleRefSchema,
});
/** A line of a supply list. */
export type SupplyLine = z.output<typeof supplyLineSchema>;

/** Response of `supplies.get_articles` (school, levels_ids): the lines under `f_articles` (§7). */
export const supplyLinesResponseSchema = z.object({
  f_articles: lenientArray(supplyLineSchema),
});

/** A brand offer of a catalogue article: brand name and unit price in Dhs. */
export const brandOfferSchema = z.object({
  brand: z.string(),
  price: numericSchema,
});
/** A brand offer. */
export type BrandOffer = z.output<typeof brandOfferSchema>;

/**
 * An article type (library/admin `articles_types_api`, fields not shown in the spec; chosen as
 * `{ id, name }`, e.g. Cahiers, Stylos, Manuels).
 */
export const articleTypeSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** How many catalogue articles have this type (admin reads; absent from a backend that does not count). */
  articles_count: z.optional(numericSchema),
});
/** An article type. */
export type ArticleType = z.output<typeof articleTypeSchema>;

/** Answer of `create_article_type` / `update_article_type` (`articles_api` POST): the type. */
export const articleTypeResponseSchema = z.object({ article_type: articleTypeSchema });

/** Payload of `create_article_type`: a new article type's name (admin). */
export const createArticleTypePayloadSchema = z.object({ name: requiredTextSchema });
/** Payload of the article type creation. */
export type CreateArticleTypePayload = z.output<typeof createArticleTypePayloadSchema>;

/** Payload of `update_article_type`: an article type renamed (admin). */
export const updateArticleTypePayloadSchema = z.object({ id: idSchema, name: requiredTextSchema });
/** Payload of the article type renaming. */
export type UpdateArticleTypePayload = z.output<typeof updateArticleTypePayloadSchema>;

/** Response of `articles_types_api` GET. */
export const articleTypesResponseSchema = z.object({
  articles_types: lenientArray(articleTypeSchema),
});

/**
 * A catalogue article (library/admin `articles_api`, fields not shown in the spec; chosen as the
 * article with its type, optional subject and the brands it exists in with their prices).
 */
export const articleSchema = z.object({
  id: z.number(),
  name: z.string(),
  image_url: z.optional(optionalTextSchema),
  type_id: z.nullable(z.number()),
  subject_id: z.optional(z.nullable(z.number())),
  brands: lenientArray(brandOfferSchema),
});
/** A catalogue article. */
export type Article = z.output<typeof articleSchema>;

/** Response of `articles_api` GET. */
export const articlesResponseSchema = z.object({
  articles: lenientArray(articleSchema),
});

/** Response of `articles_api` POST: the new article. */
export const articleResponseSchema = z.object({ article: articleSchema });

/** Payload of `articles_api` POST (action `create`): a new catalogue article. */
export const createArticlePayloadSchema = z.object({
  name: requiredTextSchema,
  type_id: idSchema,
  subject_id: z.optional(z.nullable(idSchema)),
  image_url: z.optional(z.nullable(z.string())),
  brands: z.array(z.object({ brand: requiredTextSchema, price: z.number().check(z.positive()) })).check(z.minLength(1)),
});
/** Payload of the article creation. */
export type CreateArticlePayload = z.output<typeof createArticlePayloadSchema>;

/** Payload of `update_article` (`articles_api` POST, admin): the article's new name, type, brands and prices. */
export const updateArticlePayloadSchema = z.extend(createArticlePayloadSchema, { id: idSchema });
/** Payload of the article edit. */
export type UpdateArticlePayload = z.output<typeof updateArticlePayloadSchema>;

/** Payload of `update_f_article` (`fournitures_articles_api` POST): a supply line's new quantity. */
export const updateSupplyLinePayloadSchema = z.object({ id: idSchema, quantity: z.int().check(z.gte(1)) });
/** Payload of the supply-line edit. */
export type UpdateSupplyLinePayload = z.output<typeof updateSupplyLinePayloadSchema>;

/**
 * Payload of `fournitures_articles_api` POST (action `create`): a school admin adds an article to
 * the supply list of one of its levels.
 */
export const createSupplyLinePayloadSchema = z.object({
  school_id: idSchema,
  level_id: idSchema,
  subject_id: z.optional(z.nullable(idSchema)),
  article_id: idSchema,
  quantity: z.int().check(z.gte(1)),
});
/** Payload of the supply-line creation. */
export type CreateSupplyLinePayload = z.output<typeof createSupplyLinePayloadSchema>;

/** Response of `fournitures_articles_api` POST: the new line. */
export const supplyLineResponseSchema = z.object({ f_article: supplyLineSchema });
