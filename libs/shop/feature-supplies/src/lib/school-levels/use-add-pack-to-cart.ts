import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCartOrderWrites } from '@kk/api-clients';
import type { OrderArticleInput, Pack, PackLine } from '@kk/domain';
import { saveNextUrl, selectIsLoggedIn, useAppSelector } from '@kk/session';
import { useAddToCartFlow, type DuplicateOrderDialogProps } from '@kk/shop-ui';

/** What {@link useAddPackToCart} gives the pack detail. */
export interface AddPackToCart {
  /**
   * Add to cart: a signed-in user's pack becomes a cart order (`orders.create` with the pack's
   * articles) and they go to /shop-cart; when the cart already holds this pack (same level,
   * articles and brands) the "Déjà dans le panier" dialog asks first; a visitor goes to /connexion and comes back to this pack
   * afterwards (`next_url` is this page with the pack open).
   */
  add: (pack: Pick<Pack, 'level_id'>, articles: readonly PackLine[]) => Promise<void>;
  /** The order is being created. */
  isAdding: boolean;
  /** The last attempt failed (the button is usable again). */
  failed: boolean;
  /** Why it failed (the pack detail names the cause), while `failed`. */
  error?: unknown;
  /** Props of the "Déjà dans le panier" dialog (`<DuplicateOrderDialog {...cart.dialog} />`). */
  dialog: DuplicateOrderDialogProps;
}

/** The order lines of a pack's articles: the article id, brand, unit price and quantity (at least 1). */
export function packOrderLines(articles: readonly PackLine[]): OrderArticleInput[] {
  return articles.flatMap((a) =>
    a.article.id !== null && a.article.id !== undefined && a.quantity >= 1
      ? [{ id: a.article.id, brand: a.brand || null, price: a.price, quantity: Math.trunc(a.quantity) }]
      : [],
  );
}

/** Puts a pack in the cart (§2 "pack detail … Add to cart (goes to /shop-cart)"), never twice silently. */
export function useAddPackToCart(): AddPackToCart {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const toCart = useCallback(() => navigate('/shop-cart'), [navigate]);
  const flow = useAddToCartFlow(useCartOrderWrites(), toCart);
  const { add: addOrder } = flow;

  const add = useCallback(
    async (pack: Pick<Pack, 'level_id'>, articles: readonly PackLine[]) => {
      if (!isLoggedIn) {
        // The cart belongs to an account: sign in, then back to this pack (its id is in the URL).
        saveNextUrl(location.pathname + location.search, false);
        navigate('/connexion');
        return;
      }
      const lines = packOrderLines(articles);
      if (lines.length === 0) return;
      await addOrder({ articles: lines, level_id: pack.level_id ?? null });
    },
    [addOrder, isLoggedIn, location.pathname, location.search, navigate],
  );

  return { add, isAdding: flow.busy, failed: flow.failed, error: flow.error, dialog: flow.dialog };
}
