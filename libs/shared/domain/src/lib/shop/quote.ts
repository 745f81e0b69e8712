import * as z from 'zod/mini';
import {
  idSchema,
  lenientArray,
  lenientTextSchema,
  nameTextSchema,
  numericSchema,
  requiredTextSchema,
} from '../common/schema-helpers';
import { pricedLineSchema } from './line';
import { roundPrice } from './pack';
import { optionalLibraryRefSchema } from './refs';

/** A library's quote answering a request (demande_devis, §3). */
export const quoteSchema = z.object({
  id: z.number(),
  /** ISO date-time. */
  date: z.string(),
  /** Title of the quote (e.g. "Devis n° 12"). */
  name: lenientTextSchema,
  /** Level name (the backend may send the level object `{ name }` instead). */
  level: nameTextSchema,
  /** Total in Dhs. */
  price: numericSchema,
  library: optionalLibraryRefSchema,
  /** Request it answers. */
  demande_id: z.optional(z.nullable(z.number())),
});
/** A quote (demande_devis). */
export type Quote = z.output<typeof quoteSchema>;

/** Response of `get_demandes_devis` (page, page_size, demande_id). */
export const quotesPageSchema = z.object({
  demandes_devis: lenientArray(quoteSchema),
  error: z.optional(z.nullable(z.string())),
});

/** One line of a quote (§3): the article (id, name, subject, picture), brand, unit price, quantity. */
export const quoteLineSchema = pricedLineSchema;
/** A line of a quote. */
export type QuoteLine = z.output<typeof quoteLineSchema>;

/** Response of `requests.get_articles` (demande_devis_id): the lines and the library (§7). */
export const quoteLinesResponseSchema = z.object({
  demande_devis_articles: lenientArray(quoteLineSchema),
  library: optionalLibraryRefSchema,
});

/** Subtotal of quote lines with the quantities chosen on /responses/{id} (id → quantity). */
export function quoteSubtotal(
  articles: readonly Pick<QuoteLine, 'id' | 'price' | 'quantity'>[],
  quantities: Readonly<Record<number, number>> = {},
): number {
  return roundPrice(articles.reduce((sum, a) => sum + a.price * (quantities[a.id] ?? a.quantity), 0));
}

/** One priced line of a library's quote (library side). */
export const quoteLineInputSchema = z.object({
  article_id: idSchema,
  brand: requiredTextSchema,
  price: z.number().check(z.positive()),
  quantity: z.int().check(z.gte(1)),
});
/** One priced line of a library's quote. */
export type QuoteLineInput = z.output<typeof quoteLineInputSchema>;

/**
 * Payload of `devis_articles_api` POST (action `create`, library side): a library answers a
 * request with a priced quote for one level.
 */
export const createQuotePayloadSchema = z.object({
  demande_id: idSchema,
  level_id: z.optional(z.nullable(idSchema)),
  articles: z.array(quoteLineInputSchema).check(z.minLength(1)),
});
/** Payload of the quote creation. */
export type CreateQuotePayload = z.output<typeof createQuotePayloadSchema>;

/** Response of the quote creation. */
export const quoteResponseSchema = z.object({
  demande_devis: quoteSchema,
});

/**
 * Payload of `demandes_devis_articles_api` POST (action `update`, library side): changes the
 * brand, price or quantity of one line of a quote; the quote total follows.
 */
export const updateQuoteLinePayloadSchema = z.object({
  demande_devis_article_id: idSchema,
  brand: z.optional(requiredTextSchema),
  price: z.optional(z.number().check(z.positive())),
  quantity: z.optional(z.int().check(z.gte(1))),
});
/** Payload of the quote line update. */
export type UpdateQuoteLinePayload = z.output<typeof updateQuoteLinePayloadSchema>;

/** Response of the quote line update. */
export const quoteLineResponseSchema = z.object({
  demande_devis_article: quoteLineSchema,
  demande_devis: quoteSchema,
});
