import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCartOrderWrites } from '@kk/api-clients';
import type { OrderArticleInput, Pack, PackLine } from '@kk/domain';
import { saveNextUrl, selectIsLoggedIn, useAppSelector } from '@kk/session';
import { useAddToCartFlow, type DuplicateOrderDialogProps } from '@kk/shop-ui';
import { withSearchParam } from '../shared/level-param';

/**
 * The URL parameter (`&add=1`) that carries a visitor's Add to cart through the sign-in: the pack
 * detail it comes back to adds the pack once, then removes it from the URL.
 */
export const ADD_PARAM = 'add';

/** What {@link useAddPackToCart} gives the pack detail. */
export interface AddPackToCart {
  /**
   * Add to cart: a signed-in user's pack becomes a cart order (`orders.create` with the pack's
   * articles) and they go to /shop-cart; when the cart already holds this pack (same level,
   * articles and brands) the "Déjà dans le panier" dialog asks first; a visitor goes to /connexion
   * and comes back to this pack afterwards (`next_url` is this page with the pack open and
   * `&add=1`), where the add resumes by itself.
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

/** The open pack and its articles, once loaded: what a resumed Add to cart adds. */
export interface PackToResume {
  pack: Pick<Pack, 'level_id'>;
  articles: readonly PackLine[];
}

/**
 * Puts a pack in the cart (§2 "pack detail … Add to cart (goes to /shop-cart)"), never twice silently.
 *
 * With `resume` (the open pack, once its articles are loaded) and `&add=1` in the URL (a visitor
 * tapped Add to cart, then signed in), the add resumes once by itself, through the same flow (the
 * "Déjà dans le panier" question included). The parameter is taken out of the URL first (replaced),
 * so a reload or Back does not add the pack again.
 */
export function useAddPackToCart(resume?: PackToResume): AddPackToCart {
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
        saveNextUrl(location.pathname + withSearchParam(location.search, ADD_PARAM, '1'), false);
        navigate('/connexion');
        return;
      }
      const lines = packOrderLines(articles);
      if (lines.length === 0) return;
      await addOrder({ articles: lines, level_id: pack.level_id ?? null });
    },
    [addOrder, isLoggedIn, location.pathname, location.search, navigate],
  );

  const resumeAsked = new URLSearchParams(location.search).get(ADD_PARAM) === '1';
  const resumed = useRef(false);
  useEffect(() => {
    if (!resume || !resumeAsked || resumed.current) return;
    resumed.current = true;
    // Consumed before anything else: a reload or Back finds the pack open, not added again.
    navigate({ search: withSearchParam(location.search, ADD_PARAM, null) }, { replace: true });
    if (isLoggedIn) void add(resume.pack, resume.articles);
  }, [add, isLoggedIn, location.search, navigate, resume, resumeAsked]);

  return { add, isAdding: flow.busy, failed: flow.failed, error: flow.error, dialog: flow.dialog };
}
