import { act, renderHook, screen } from '@testing-library/react';
import { getDb } from '@kk/api-mocks/node';
import { STORAGE_KEYS, type PackLine } from '@kk/domain';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { packOrderLines, useAddPackToCart } from './use-add-pack-to-cart';

const article = (id: number | null, quantity: number, brand = 'Bic'): PackLine => ({
  id: 100 + (id ?? 0),
  article: { id, name: `Article ${id}` },
  brand,
  price: 12.5,
  quantity,
  image_url: null,
});

describe('packOrderLines', () => {
  it('orders each article of the pack by its article id, brand, price and quantity', () => {
    expect(packOrderLines([article(3, 2), article(4, 1, '')])).toEqual([
      { id: 3, brand: 'Bic', price: 12.5, quantity: 2 },
      { id: 4, brand: null, price: 12.5, quantity: 1 },
    ]);
  });

  it('leaves out articles without an id or a quantity', () => {
    expect(packOrderLines([article(null, 2), article(5, 0)])).toEqual([]);
  });
});

describe('useAddPackToCart', () => {
  it('sends a visitor to the login and back to this pack afterwards, the add to resume', async () => {
    const { wrapper } = hookWrapper({ path: '/school/1/levels?levels=7&pack=3' });
    const { result } = renderHook(() => useAddPackToCart(), { wrapper });

    await act(() => result.current.add({ level_id: 7 }, [article(3, 1)]));

    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/connexion');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.nextUrl) ?? 'null')).toEqual({
      url: '/school/1/levels?levels=7&pack=3&add=1',
      requiresAuth: false,
    });
  });

  it("puts a signed-in user's pack in the cart and goes to the cart", async () => {
    const { wrapper } = hookWrapper({ path: '/school/1/levels?levels=7&pack=3', user: demoSessionUser() });
    const { result } = renderHook(() => useAddPackToCart(), { wrapper });
    const articleId = getDb().shop.articles[0].id;

    await act(() => result.current.add({ level_id: 7 }, [article(articleId, 2)]));

    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/shop-cart');
    const order = getDb().shop.orders[getDb().shop.orders.length - 1];
    expect(order).toMatchObject({ user_id: 1, status: -1, level_id: 7 });
    expect(order.lines).toEqual([
      expect.objectContaining({ article_id: articleId, quantity: 2, price: 12.5, brand: 'Bic' }),
    ]);
    expect(result.current.failed).toBe(false);
  });

  it('asks before adding the same pack again, then makes ONE order with the quantities added', async () => {
    const { wrapper } = hookWrapper({ path: '/school/1/levels?levels=7&pack=3', user: demoSessionUser() });
    const { result } = renderHook(() => useAddPackToCart(), { wrapper });
    const articleId = getDb().shop.articles[0].id;
    const pack = [article(articleId, 2)];
    await act(() => result.current.add({ level_id: 7 }, pack));
    const cartSize = () => getDb().shop.orders.filter((o) => o.user_id === 1 && o.status === -1).length;
    const before = cartSize();

    await act(() => result.current.add({ level_id: 7 }, pack));
    expect(result.current.dialog.open).toBe(true);
    expect(cartSize()).toBe(before);
    await act(async () => result.current.dialog.onAddOneMore());
    await vi.waitFor(() => expect(result.current.dialog.open).toBe(false));

    expect(cartSize()).toBe(before);
    const order = getDb().shop.orders[getDb().shop.orders.length - 1];
    expect(order.lines).toEqual([expect.objectContaining({ article_id: articleId, quantity: 4 })]);
  });

  describe('back from the sign-in with &add=1', () => {
    const cartOrders = () => getDb().shop.orders.filter((o) => o.user_id === 1 && o.status === -1);
    const currentPath = () => screen.getByRole('status', { name: 'current path' });

    it('adds the pack once by itself and goes to the cart; a second render adds nothing more', async () => {
      const articleId = getDb().shop.articles[0].id;
      const before = cartOrders().length;
      const { wrapper } = hookWrapper({
        path: '/school/1/levels?levels=7&pack=3&add=1',
        user: demoSessionUser(),
      });
      const { rerender } = renderHook(
        () => useAddPackToCart({ pack: { level_id: 7 }, articles: [article(articleId, 2)] }),
        {
          wrapper,
        },
      );

      await vi.waitFor(() => expect(currentPath()).toHaveTextContent('/shop-cart'));
      expect(cartOrders()).toHaveLength(before + 1);
      expect(cartOrders()[cartOrders().length - 1].lines).toEqual([
        expect.objectContaining({ article_id: articleId, quantity: 2 }),
      ]);

      rerender();
      await act(() => Promise.resolve());
      expect(cartOrders()).toHaveLength(before + 1);
    });

    it('asks "Déjà dans le panier" when the cart holds the pack, the parameter already gone from the URL', async () => {
      const articleId = getDb().shop.articles[0].id;
      const pack = { pack: { level_id: 7 }, articles: [article(articleId, 2)] };
      const first = hookWrapper({ path: '/school/1/levels?levels=7&pack=3', user: demoSessionUser() });
      const added = renderHook(() => useAddPackToCart(), { wrapper: first.wrapper });
      await act(() => added.result.current.add(pack.pack, pack.articles));
      added.unmount();
      const before = cartOrders().length;

      const { wrapper } = hookWrapper({ path: '/school/1/levels?levels=7&pack=3&add=1', user: demoSessionUser() });
      const { result } = renderHook(() => useAddPackToCart(pack), { wrapper });

      await vi.waitFor(() => expect(result.current.dialog.open).toBe(true));
      expect(currentPath()).toHaveTextContent(/^\/school\/1\/levels\?levels=7&pack=3$/);
      expect(cartOrders()).toHaveLength(before);
    });

    it('adds nothing without the parameter, nor for a visitor', async () => {
      const articleId = getDb().shop.articles[0].id;
      const before = getDb().shop.orders.length;
      const pack = { pack: { level_id: 7 }, articles: [article(articleId, 2)] };
      const signedIn = hookWrapper({ path: '/school/1/levels?levels=7&pack=3', user: demoSessionUser() });
      renderHook(() => useAddPackToCart(pack), { wrapper: signedIn.wrapper });
      const visitor = hookWrapper({ path: '/school/1/levels?levels=7&pack=4&add=1' });
      renderHook(() => useAddPackToCart(pack), { wrapper: visitor.wrapper });

      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(getDb().shop.orders).toHaveLength(before);
      expect(screen.getAllByRole('status', { name: 'current path' }).map((el) => el.textContent)).toEqual([
        '/school/1/levels?levels=7&pack=3',
        '/school/1/levels?levels=7&pack=4',
      ]);
    });
  });
});
