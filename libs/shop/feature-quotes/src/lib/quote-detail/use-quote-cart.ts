import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateOrderMutation, type QuoteDetail } from '@kk/api-clients';
import type { OrderArticleInput, QuoteLine } from '@kk/domain';

/** Quantities chosen on /responses/{id}, by quote article id. */
export type QuoteQuantities = Readonly<Record<number, number>>;

/**
 * The order lines of a quote with the chosen quantities: each article with a quantity of at least
 * 1, by its article id, with the quote's brand and unit price.
 */
export function quoteOrderLines(articles: readonly QuoteLine[], quantities: QuoteQuantities): OrderArticleInput[] {
  return articles.flatMap((a) => {
    const quantity = Math.trunc(quantities[a.id] ?? a.quantity);
    return a.article.id !== null && a.article.id !== undefined && quantity >= 1
      ? [{ id: a.article.id, brand: a.brand || null, price: a.price, quantity }]
      : [];
  });
}

/** What {@link useQuoteCart} gives the page. */
export interface QuoteCart {
  /** See cart: the chosen articles become a cart order (with the library and the quote), then /shop-cart. */
  seeCart: (detail: QuoteDetail, quantities: QuoteQuantities) => Promise<void>;
  /** The order is being created. */
  isCreating: boolean;
  /** The last attempt failed (the quantities are kept; the button is usable again). */
  failed: boolean;
  /** Why it failed (the page names the cause), while `failed`. */
  error?: unknown;
}

/** See cart of /responses/{id} (§2): `orders.create` with the chosen articles, the library and `demande_devis_id`. */
export function useQuoteCart(quoteId: number): QuoteCart {
  const [createOrder, { isLoading }] = useCreateOrderMutation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  const seeCart = useCallback(
    async (detail: QuoteDetail, quantities: QuoteQuantities) => {
      const articles = quoteOrderLines(detail.articles, quantities);
      if (articles.length === 0) return;
      setFailure(null);
      try {
        await createOrder({ articles, library: detail.library?.id ?? null, demande_devis_id: quoteId }).unwrap();
        navigate('/shop-cart');
      } catch (error) {
        setFailure({ error });
      }
    },
    [createOrder, navigate, quoteId],
  );

  return { seeCart, isCreating: isLoading, failed: failure !== null, error: failure?.error };
}
