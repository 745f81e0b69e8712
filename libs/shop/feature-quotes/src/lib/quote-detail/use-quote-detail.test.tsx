import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { QuoteDetail } from '@kk/api-clients';
import { getDb, server, shopPath } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { isQuoteNotFound, useQuoteDetail, useQuoteLines } from './use-quote-detail';

/** The first quote answering the demo customer's first request. */
function firstQuote() {
  const quote = getDb().shop.quotes.find((q) => q.demande_id === 1);
  if (!quote) throw new Error('The seed has a quote for request 1');
  return quote;
}

/** The loaded quote, then its lines' view model in the same store. */
async function renderLines(id: number) {
  const { wrapper } = hookWrapper({ path: `/responses/${id}`, user: demoSessionUser() });
  const loaded = renderHook(() => useQuoteDetail(id, null), { wrapper });
  await waitFor(() => expect(loaded.result.current.query.data).toBeDefined());
  const detail = loaded.result.current.query.data as QuoteDetail;
  return { detail, ...renderHook(() => useQuoteLines(id, detail), { wrapper }) };
}

/** Empties the demo customer's cart (it holds this pack and this quote), so an add creates an order at once. */
function emptyCart() {
  const orders = getDb().shop.orders;
  for (let i = orders.length - 1; i >= 0; i--)
    if (orders[i].user_id === 1 && orders[i].status === -1) orders.splice(i, 1);
}

describe('useQuoteDetail', () => {
  // The steppers' quantities are kept per tab (sessionStorage): each test starts without them.
  beforeEach(() => sessionStorage.clear());

  it("loads the quote's articles, and takes the quote passed along when it is this one", async () => {
    const quote = firstQuote();
    const { wrapper } = hookWrapper({ user: demoSessionUser() });
    const { result } = renderHook(() => useQuoteDetail(quote.id, { quote: { id: quote.id + 1000 } }), { wrapper });

    await waitFor(() => expect(result.current.query.data).toBeDefined());
    expect(result.current.query.data?.articles).toHaveLength(quote.lines.length);
    expect(result.current.quote).toBeNull();
  });

  it('fails with a 404 for a quote that is not one of the user’s', async () => {
    const other = getDb().shop.quotes.find(
      (q) => getDb().shop.demandes.find((d) => d.id === q.demande_id)?.user_id !== 1,
    );
    const { wrapper } = hookWrapper({ user: demoSessionUser() });
    const { result } = renderHook(() => useQuoteDetail(other?.id ?? 99999, null), { wrapper });

    await waitFor(() => expect(result.current.query.isError).toBe(true));
    expect(isQuoteNotFound(result.current.query.error)).toBe(true);
  });
});

describe('useQuoteLines', () => {
  it('starts from the quote’s quantities and the subtotal follows the chosen ones', async () => {
    const quote = firstQuote();
    const { detail, result } = await renderLines(quote.id);
    const [first] = detail.articles;
    const total = detail.articles.reduce((sum, a) => sum + a.price * a.quantity, 0);

    expect(result.current.subtotal).toBeCloseTo(total);
    expect(result.current.anyChosen).toBe(true);
    expect(result.current.labels).toHaveLength(detail.articles.length);

    act(() => result.current.setQuantity(first.id, first.quantity + 1));

    expect(result.current.quantityOf(first.id, first.quantity)).toBe(first.quantity + 1);
    expect(result.current.subtotal).toBeCloseTo(total + first.price);

    act(() => {
      for (const a of detail.articles) result.current.setQuantity(a.id, 0);
    });
    expect(result.current.anyChosen).toBe(false);
  });

  it('keeps the chosen quantities for a reload, a typed 999 as 99', async () => {
    const quote = firstQuote();
    const first = await renderLines(quote.id);
    const [line] = first.detail.articles;

    act(() => first.result.current.setQuantity(line.id, 999));
    expect(first.result.current.quantityOf(line.id, line.quantity)).toBe(99);
    const reloaded = await renderLines(quote.id);

    expect(reloaded.result.current.quantityOf(line.id, line.quantity)).toBe(99);
  });

  it('See cart creates the order then opens the cart', async () => {
    const quote = firstQuote();
    emptyCart();
    const { result } = await renderLines(quote.id);

    await act(() => result.current.seeCart());

    // The lines' wrapper is the second one rendered: its router is the one that moved.
    await waitFor(() =>
      expect(screen.getAllByRole('status', { name: 'current path' }).at(-1)).toHaveTextContent('/shop-cart'),
    );
    const order = getDb().shop.orders[getDb().shop.orders.length - 1];
    expect(order).toMatchObject({ devis_id: quote.id, library_id: quote.library_id });
    expect(result.current.cartFailed).toBe(false);
  });

  it('says the cart could not be filled, keeping the quantities', async () => {
    server.use(http.post(shopPath('orders_api'), () => HttpResponse.json({ detail: 'down' }, { status: 503 })));
    emptyCart();
    const { detail, result } = await renderLines(firstQuote().id);
    const [first] = detail.articles;
    act(() => result.current.setQuantity(first.id, 7));

    await act(() => result.current.seeCart());

    expect(result.current.cartFailed).toBe(true);
    expect(result.current.isCreating).toBe(false);
    expect(result.current.quantityOf(first.id, first.quantity)).toBe(7);
  });
});
