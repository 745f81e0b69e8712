import * as z from 'zod/mini';
import {
  lenientArray,
  lenientTextSchema,
  nameTextSchema,
  numericSchema,
  optionalNumericSchema,
} from '../common/schema-helpers';
import { addressSchema } from './address';
import { demandeSchema } from './demande';
import { orderSchema } from './order';
import { quoteLinesResponseSchema, quoteSchema } from './quote';

/**
 * The library side of the shop (`li` accounts, api-clients README "Assumed contract: the library
 * area"): the same calls as the customer's, answered for the library, with what a stationer needs
 * to act on them. Open shapes are read tolerantly: a customer as a text or `{ name, phone_number }`,
 * counts as numbers or strings, lists absent or null as empty.
 */

const customerSchema = z.pipe(
  z.optional(
    z.nullable(
      z.union([
        z.string(),
        z.object({ name: z.optional(z.nullable(z.string())), phone_number: z.optional(z.nullable(z.string())) }),
      ]),
    ),
  ),
  z.transform((value) =>
    typeof value === 'string'
      ? { name: value, phone_number: '' }
      : { name: value?.name ?? '', phone_number: value?.phone_number ?? '' },
  ),
);
/** The customer of a request, a quote or an order, as a library sees them. */
export type LibraryCustomer = z.output<typeof customerSchema>;

/** A request as a library sees it (`get_my_demandes` for an `li` account). */
export const libraryDemandeSchema = z.extend(demandeSchema, {
  /** Who asked. */
  customer: customerSchema,
  /** Number of requested articles (lines). */
  nbr_articles: z.pipe(
    z.optional(z.nullable(numericSchema)),
    z.transform((n) => n ?? 0),
  ),
  /** This library's quote answering it, or null: a request without one is new. */
  my_quote_id: optionalNumericSchema,
  /** The levels this library has already answered (one quote per level). */
  answered_levels: z.pipe(
    z.optional(z.nullable(z.array(z.number()))),
    z.transform((ids) => ids ?? []),
  ),
});
/** A request as a library sees it. */
export type LibraryDemande = z.output<typeof libraryDemandeSchema>;

/** A page of `get_my_demandes` for a library (page, page_size, name, school_id, level_id). */
export const libraryDemandesPageSchema = z.object({
  demandes: lenientArray(libraryDemandeSchema),
  error: z.optional(z.nullable(z.string())),
});

/** Answer of `get_demande` (demande_id), library side. */
export const libraryDemandeResponseSchema = z.object({
  demande: libraryDemandeSchema,
});

/** State of a library's quote: sent, put in a cart by the customer, or ordered. */
export const LIBRARY_QUOTE_STATES = ['sent', 'in_cart', 'ordered'] as const;
/** One of {@link LIBRARY_QUOTE_STATES}. */
export type LibraryQuoteState = (typeof LIBRARY_QUOTE_STATES)[number];

/** A quote the library sent (`get_demandes_devis` without `demande_id`, `li` account). */
export const libraryQuoteSchema = z.extend(quoteSchema, {
  /** An unknown state reads as `sent` (nothing happened to it yet that we know of). */
  state: z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform(
      (s): LibraryQuoteState =>
        (LIBRARY_QUOTE_STATES as readonly string[]).includes(s ?? '') ? (s as LibraryQuoteState) : 'sent',
    ),
  ),
  customer: customerSchema,
  /** The schools of the request it answers. */
  schools: lenientArray(z.object({ id: z.number(), name: nameTextSchema })),
});
/** A quote the library sent. */
export type LibraryQuote = z.output<typeof libraryQuoteSchema>;

/** A page of the library's sent quotes. */
export const libraryQuotesPageSchema = z.object({
  demandes_devis: lenientArray(libraryQuoteSchema),
  error: z.optional(z.nullable(z.string())),
});

/**
 * Answer of `get_articles` (demande_devis_id) for the library that sent the quote: its lines and
 * library, and the quote itself with its state (assumed; a backend that leaves it out, or sends
 * one we cannot read, gives null: the screen then shows the lines and lets the server decide).
 */
export const libraryQuoteDetailResponseSchema = z.extend(quoteLinesResponseSchema, {
  demande_devis: z.catch(z.optional(z.nullable(libraryQuoteSchema)), null),
});

/** An order to fulfil, as the library sees it (`get_my_orders` for an `li` account). */
export const libraryOrderSchema = z.extend(orderSchema, {
  customer: customerSchema,
  /** Where to deliver (the address fields; null before checkout or when unknown). */
  delivery_address: z.optional(z.nullable(z.extend(addressSchema, { id: z.optional(z.nullable(z.number())) }))),
  /** Why the order was canceled, when it was. */
  reason: lenientTextSchema,
});
/** An order of the library. */
export type LibraryOrder = z.output<typeof libraryOrderSchema>;

/** Answer of `get_my_orders` for a library. */
export const libraryOrdersResponseSchema = z.object({
  orders: lenientArray(libraryOrderSchema),
});
