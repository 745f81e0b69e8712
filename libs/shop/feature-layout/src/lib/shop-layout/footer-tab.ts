/** The footer tabs that lead somewhere (§2); News only highlights itself. */
export type FooterTabId = 'home' | 'occasion' | 'quotes' | 'account';

/**
 * The footer tab of a path: the area the page belongs to. Pages outside the four areas (the
 * cart and checkout) mark none; any other path shows home (§2), so it marks Home.
 */
export function footerTabFor(pathname: string): FooterTabId | undefined {
  const path = pathname.toLowerCase();
  const under = (...prefixes: string[]) => prefixes.some((p) => path === p || path.startsWith(`${p}/`));
  if (under('/occasion', '/my-books', '/create-occasion')) return 'occasion';
  if (under('/quotes', '/responses')) return 'quotes';
  if (under('/profile', '/profile-edit', '/orders', '/connexion', '/register')) return 'account';
  if (under('/shop-cart', '/address-payments', '/shop-cart-confirm', '/errorpage')) return undefined;
  return 'home';
}
