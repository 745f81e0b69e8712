import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCartOrderWrites, type QuoteDetail } from '@kk/api-clients';
import type { OrderArticleInput, QuoteLine } from '@kk/domain';
import { useAddToCartFlow, type DuplicateOrderDialogProps } from '@kk/shop-ui';

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
  /**
   * See cart: the chosen articles become a cart order (with the library and the quote), then
   * /shop-cart; when this quote's order is already in the cart, the "Déjà dans le panier" dialog
   * asks first.
   */
  seeCart: (detail: QuoteDetail, quantities: QuoteQuantities) => Promise<void>;
  /** The order is being created. */
  isCreating: boolean;
  /** The last attempt failed (the quantities are kept; the button is usable again). */
  failed: boolean;
  /** Why it failed (the page names the cause), while `failed`. */
  error?: unknown;
  /** Props of the "Déjà dans le panier" dialog (`<DuplicateOrderDialog {...cart.dialog} />`). */
  dialog: DuplicateOrderDialogProps;
}

/** See cart of /responses/{id} (§2): `orders.create` with the chosen articles, the library and `demande_devis_id`. */
export function useQuoteCart(quoteId: number): QuoteCart {
  const navigate = useNavigate();
  const toCart = useCallback(() => navigate('/shop-cart'), [navigate]);
  const flow = useAddToCartFlow(useCartOrderWrites(), toCart);
  const { add } = flow;

  const seeCart = useCallback(
    async (detail: QuoteDetail, quantities: QuoteQuantities) => {
      const articles = quoteOrderLines(detail.articles, quantities);
      if (articles.length === 0) return;
      await add({ articles, library: detail.library?.id ?? null, demande_devis_id: quoteId });
    },
    [add, quoteId],
  );

  return { seeCart, isCreating: flow.busy, failed: flow.failed, error: flow.error, dialog: flow.dialog };
}
