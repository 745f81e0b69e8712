import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';
import { isApiError, useGetQuoteLinesQuery, type QuoteDetail } from '@kk/api-clients';
import { quoteSchema, quoteSubtotal, type Quote } from '@kk/domain';
import type { QueryStateQuery } from '@kk/ui-kit';
import { distinctNames, useStoredQuantities, type DuplicateOrderDialogProps } from '@kk/shop-ui';
import { useQuoteCart } from './use-quote-cart';

/** The quote passed along by the request's page, when it is the one shown. */
export function quoteFromState(state: unknown, id: number): Quote | null {
  if (typeof state !== 'object' || state === null || !('quote' in state)) return null;
  const parsed = quoteSchema.safeParse((state as { quote: unknown }).quote);
  return parsed.success && parsed.data.id === id ? parsed.data : null;
}

/** A failed load that means the quote is not one of the user's (HTTP 404). */
export function isQuoteNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** What {@link useQuoteDetail} returns. */
export interface UseQuoteDetailResult {
  /** The quote's articles and library (`get_demandes_devis_articles`), for `QueryState`; skipped without an id. */
  query: QueryStateQuery<QuoteDetail>;
  /** The quote as the request's page passed it along (name, level, date), when it is this one. */
  quote: Quote | null;
}

/** The quote of /responses/{id}: its articles from the backend, its summary from the router state. */
export function useQuoteDetail(id: number | null, routeState: unknown): UseQuoteDetailResult {
  const query = useGetQuoteLinesQuery(id ?? skipToken);
  return { query, quote: id === null ? null : quoteFromState(routeState, id) };
}

/** What {@link useQuoteLines} returns. */
export interface UseQuoteLinesResult {
  /** The quantity shown for an article: the one chosen, else the quote's. */
  quantityOf: (articleId: number, fallback: number) => number;
  /** Chooses an article's quantity (a stepper). */
  setQuantity: (articleId: number, quantity: number) => void;
  /** The subtotal of the chosen quantities. */
  subtotal: number;
  /** At least one article has a quantity of 1 or more (See cart is usable). */
  anyChosen: boolean;
  /** Each article's name for the steppers' labels, with its subject where names repeat. */
  labels: string[];
  /** See cart: the chosen articles become a cart order, then /shop-cart. */
  seeCart: () => Promise<void>;
  /** The order is being created. */
  isCreating: boolean;
  /** The last See cart failed (the quantities are kept). */
  cartFailed: boolean;
  /** Why it failed (the page names the cause), while `cartFailed`. */
  cartError?: unknown;
  /** Props of the "Déjà dans le panier" dialog. */
  duplicateDialog: DuplicateOrderDialogProps;
}

/** The articles of a loaded quote with quantity steppers, the subtotal that follows them, and See cart. */
export function useQuoteLines(quoteId: number, detail: QuoteDetail): UseQuoteLinesResult {
  const cart = useQuoteCart(quoteId);
  // Kept for the tab's session, per quote: a reload or Back finds the chosen quantities.
  const [quantities, setQuantity] = useStoredQuantities(`quote:${quoteId}`);
  const quantityOf = useCallback(
    (articleId: number, fallback: number) => quantities[articleId] ?? fallback,
    [quantities],
  );
  const { seeCart: createCart } = cart;
  const seeCart = useCallback(() => createCart(detail, quantities), [createCart, detail, quantities]);

  return {
    quantityOf,
    setQuantity,
    subtotal: quoteSubtotal(detail.articles, quantities),
    anyChosen: detail.articles.some((a) => quantityOf(a.id, a.quantity) >= 1),
    labels: distinctNames(
      detail.articles.map((a) => (a.article.subject ? `${a.article.name} – ${a.article.subject}` : a.article.name)),
    ),
    seeCart,
    isCreating: cart.isCreating,
    cartFailed: cart.failed,
    cartError: cart.error,
    duplicateDialog: cart.dialog,
  };
}
