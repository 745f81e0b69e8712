import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCreateOrderMutation } from '@kk/api-clients';
import type { OrderArticleInput, Pack, PackLine } from '@kk/domain';
import { saveNextUrl, selectIsLoggedIn, useAppSelector } from '@kk/session';

/** What {@link useAddPackToCart} gives the pack detail. */
export interface AddPackToCart {
  /**
   * Add to cart: a signed-in user's pack becomes a cart order (`orders.create` with the pack's
   * articles) and they go to /shop-cart; a visitor goes to /connexion and comes back to this pack
   * afterwards (`next_url` is this page with the pack open).
   */
  add: (pack: Pick<Pack, 'level_id'>, articles: readonly PackLine[]) => Promise<void>;
  /** The order is being created. */
  isAdding: boolean;
  /** The last attempt failed (the button is usable again). */
  failed: boolean;
  /** Why it failed (the pack detail names the cause), while `failed`. */
  error?: unknown;
}

/** The order lines of a pack's articles: the article id, brand, unit price and quantity (at least 1). */
export function packOrderLines(articles: readonly PackLine[]): OrderArticleInput[] {
  return articles.flatMap((a) =>
    a.article.id !== null && a.article.id !== undefined && a.quantity >= 1
      ? [{ id: a.article.id, brand: a.brand || null, price: a.price, quantity: Math.trunc(a.quantity) }]
      : [],
  );
}

/** Puts a pack in the cart (§2 "pack detail … Add to cart (goes to /shop-cart)"). */
export function useAddPackToCart(): AddPackToCart {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [createOrder, { isLoading }] = useCreateOrderMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

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
      setFailure(null);
      try {
        await createOrder({ articles: lines, level_id: pack.level_id ?? null }).unwrap();
        navigate('/shop-cart');
      } catch (error) {
        setFailure({ error });
      }
    },
    [createOrder, isLoggedIn, location.pathname, location.search, navigate],
  );

  return { add, isAdding: isLoading, failed: failure !== null, error: failure?.error };
}
