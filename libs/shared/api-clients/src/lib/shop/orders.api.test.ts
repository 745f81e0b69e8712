import { getDb, server } from '@kk/api-mocks/node';
import { http, HttpResponse } from 'msw';
import { CART_ORDER_STATUS, ORDER_STATUS, ordersSubtotal, PAYMENT_MODES } from '@kk/domain';
import { captureRequests, onlyRequest } from '../../testing/capture';
import { expectRequest } from '../../testing/expect-request';
import { must } from '../../testing/must';
import { createTestStore, type TestStore } from '../../testing/test-store';
import { ordersApi } from './orders.api';

async function cartIds(store: TestStore) {
  const cart = await store
    .dispatch(ordersApi.endpoints.getCart.initiate(undefined, { forceRefetch: true, subscribe: false }))
    .unwrap();
  return cart.map((o) => o.id);
}

async function myOrders(store: TestStore) {
  return store
    .dispatch(ordersApi.endpoints.getMyOrders.initiate(undefined, { forceRefetch: true, subscribe: false }))
    .unwrap();
}

describe('getCart', () => {
  it('sends get_orders_cart with the token and returns the cart orders (status -1) with numeric prices', async () => {
    const store = createTestStore({ as: 'client' });
    const requests = captureRequests();

    const result = await store.dispatch(ordersApi.endpoints.getCart.initiate());

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/orders_api',
      authorization: 'Token demo-client-token',
      query: { action: 'get_orders_cart' },
    });
    const cart = result.data ?? [];
    expect(cart).toHaveLength(2);
    expect(cart.every((o) => o.status === CART_ORDER_STATUS)).toBe(true);
    expect(cart[0].order_lines[0]).toMatchObject({
      price: expect.any(Number),
      quantity: expect.any(Number),
      article: { name: expect.any(String) },
    });
    expect(ordersSubtotal(cart)).toBeGreaterThan(0);
    expect(cart.find((o) => o.devis_id !== null)?.library?.name).toBe('Librairie Al Maarifa');
  });
});

describe('getMyOrders', () => {
  it('sends get_my_orders and returns placed orders in every status, "no library" as null', async () => {
    const store = createTestStore({ as: 'client' });
    const requests = captureRequests();

    const orders = await myOrders(store);

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/orders_api',
      authorization: 'Token demo-client-token',
      query: { action: 'get_my_orders' },
    });
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set([0, 1, 2, 3]));
    expect(orders.some((o) => o.status === 3 && o.rate === 4)).toBe(true);
    expect(orders.some((o) => o.library === null)).toBe(true);
  });
});

describe('changeOrderStatus', () => {
  it('checks the cart out: posts change_status with orders, address and status 0; the orders leave the cart', async () => {
    // Arrange
    const store = createTestStore({ as: 'client' });
    const ids = await cartIds(store);
    const requests = captureRequests();

    // Act
    const result = await store.dispatch(
      ordersApi.endpoints.changeOrderStatus.initiate({
        orders: ids,
        address: 2,
        status: ORDER_STATUS.pending,
        payment_mode: PAYMENT_MODES.cash,
      }),
    );

    // Assert
    expect(result.error).toBeUndefined();
    expectRequest(await onlyRequest(requests), {
      method: 'POST',
      path: '/koolskools/api/orders_api',
      authorization: 'Token demo-client-token',
      body: { action: 'change_status', orders: ids, address: 2, status: 0, payment_mode: 2 },
    });
    expect(await cartIds(store)).toEqual([]);
    const placed = (await myOrders(store)).filter((o) => ids.includes(o.id));
    expect(placed.map((o) => [o.status, o.address])).toEqual([
      [0, 2],
      [0, 2],
    ]);
  });

  it('refreshes the cart and my orders when they are watched (tags)', async () => {
    const store = createTestStore({ as: 'client' });
    const cart = store.dispatch(ordersApi.endpoints.getCart.initiate());
    const orders = store.dispatch(ordersApi.endpoints.getMyOrders.initiate());
    const ids = (await cart.unwrap()).map((o) => o.id);
    const before = (await orders.unwrap()).length;

    await store.dispatch(ordersApi.endpoints.changeOrderStatus.initiate({ orders: ids, address: 1, status: 0 }));

    await vi.waitFor(() => {
      expect(ordersApi.endpoints.getCart.select()(store.getState()).data).toEqual([]);
      expect(ordersApi.endpoints.getMyOrders.select()(store.getState()).data).toHaveLength(before + ids.length);
    });
    cart.unsubscribe();
    orders.unsubscribe();
  });

  it('refuses a checkout without an address', async () => {
    const store = createTestStore({ as: 'client' });
    const ids = await cartIds(store);

    const result = await store.dispatch(ordersApi.endpoints.changeOrderStatus.initiate({ orders: ids, status: 0 }));

    expect(result.error).toMatchObject({
      kind: 'http',
      status: 400,
      data: { fields: { address: 'An address is required at checkout' } },
    });
  });

  it('cancels a pending order or one on the way (→ 1), and refuses to cancel a delivered one', async () => {
    const store = createTestStore({ as: 'client' });
    const orders = await myOrders(store);
    const pending = must(orders.find((o) => o.status === 0));
    const onTheWay = must(orders.find((o) => o.status === 2));
    const delivered = must(orders.find((o) => o.status === 3));

    const cancel = await store.dispatch(
      ordersApi.endpoints.changeOrderStatus.initiate({ orders: [pending.id, onTheWay.id], status: 1 }),
    );
    const refused = await store.dispatch(
      ordersApi.endpoints.changeOrderStatus.initiate({ orders: [delivered.id], status: 1 }),
    );

    expect(cancel.error).toBeUndefined();
    const after = await myOrders(store);
    expect(after.filter((o) => [pending.id, onTheWay.id].includes(o.id)).map((o) => o.status)).toEqual([1, 1]);
    expect(refused.error).toMatchObject({ kind: 'http', status: 400, data: { error: 'transition_not_allowed' } });
  });

  it('does not let a customer mark an order as delivered (403)', async () => {
    const store = createTestStore({ as: 'client' });
    const onTheWay = must((await myOrders(store)).find((o) => o.status === 2));

    const result = await store.dispatch(
      ordersApi.endpoints.changeOrderStatus.initiate({ orders: [onTheWay.id], status: 3 }),
    );

    expect(result.error).toMatchObject({ kind: 'http', status: 403 });
  });
});

describe('rateOrder', () => {
  it('posts change_rate and returns the rated order', async () => {
    const store = createTestStore({ as: 'client' });
    const delivered = must((await myOrders(store)).find((o) => o.status === 3 && o.rate === null));
    const requests = captureRequests();

    const result = await store.dispatch(ordersApi.endpoints.rateOrder.initiate({ order_id: delivered.id, rate: 5 }));

    expectRequest(await onlyRequest(requests), {
      method: 'POST',
      path: '/koolskools/api/orders_api',
      authorization: 'Token demo-client-token',
      body: { action: 'change_rate', order_id: delivered.id, rate: 5 },
    });
    expect(result.data).toMatchObject({ id: delivered.id, rate: 5 });
  });

  it('refuses to rate an order that is not delivered, or out of 1–5', async () => {
    const store = createTestStore({ as: 'client' });
    const orders = await myOrders(store);
    const pending = must(orders.find((o) => o.status === 0));
    const delivered = must(orders.find((o) => o.status === 3));

    const notDelivered = await store.dispatch(
      ordersApi.endpoints.rateOrder.initiate({ order_id: pending.id, rate: 4 }),
    );
    const tooHigh = await store.dispatch(ordersApi.endpoints.rateOrder.initiate({ order_id: delivered.id, rate: 6 }));

    expect(notDelivered.error).toMatchObject({ kind: 'http', status: 400, data: { error: 'order_not_delivered' } });
    expect(tooHigh.error).toMatchObject({ kind: 'http', status: 400, data: { error: 'invalid_payload' } });
  });
});

describe('a 2xx write is done', () => {
  it('reads a 2xx answer that is not the expected envelope as done (null), and refetches the cart', async () => {
    const store = createTestStore({ as: 'client' });
    // A screen shows the cart (a subscribed query), so an invalidation refetches it.
    await store.dispatch(ordersApi.endpoints.getCart.initiate());
    server.use(http.post('*/:product/api/orders_api', () => HttpResponse.json({ status: 'created', id: 'ord-9' })));
    const requests = captureRequests();

    const result = await store.dispatch(
      ordersApi.endpoints.createOrder.initiate({ articles: [{ id: 10, brand: 'Bic', price: 2.5, quantity: 1 }] }),
    );

    expect(result).not.toHaveProperty('error');
    expect(result.data).toBeNull();
    // The cart is asked again (invalidated), so what the write changed shows.
    await vi.waitFor(async () =>
      expect((await requests()).some((r) => r.query['action'] === 'get_orders_cart')).toBe(true),
    );
  });

  it.each([
    ['{ success: true }', () => HttpResponse.json({ success: true })],
    ['{ success: true, message }', () => HttpResponse.json({ success: true, message: 'Commande créée' })],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
  ])('reads %s as done, refetches, and warns only about another envelope', async (_name, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createTestStore({ as: 'client' });
    await store.dispatch(ordersApi.endpoints.getMyOrders.initiate());
    const delivered = must((await myOrders(store)).find((o) => o.status === 3));
    server.use(http.post('*/:product/api/orders_api', answer));
    const requests = captureRequests();

    const rated = await store.dispatch(ordersApi.endpoints.rateOrder.initiate({ order_id: delivered.id, rate: 4 }));
    server.use(http.post('*/:product/api/orders_api', () => HttpResponse.json({ status: 'rated' })));
    const other = await store.dispatch(ordersApi.endpoints.rateOrder.initiate({ order_id: delivered.id, rate: 4 }));

    expect(rated).not.toHaveProperty('error');
    expect(rated.data).toBeNull();
    await vi.waitFor(async () =>
      expect((await requests()).some((r) => r.query['action'] === 'get_my_orders')).toBe(true),
    );
    expect(other.data).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('orderResponseSchema');
    warn.mockRestore();
  });

  it('reads a 2xx answer whose body is not JSON at all (an HTML page) as done too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.post('*/:product/api/orders_api', () =>
        HttpResponse.text('<html><body>OK</body></html>', { headers: { 'content-type': 'text/html' } }),
      ),
    );

    const result = await createTestStore({ as: 'client' }).dispatch(
      ordersApi.endpoints.changeOrderStatus.initiate({ orders: [1], address: 2, status: 0 }),
    );

    expect(result).not.toHaveProperty('error');
  });

  it('still fails on an error status or a 2xx that reports a failure', async () => {
    const store = createTestStore({ as: 'client' });
    const create = () =>
      store.dispatch(
        ordersApi.endpoints.createOrder.initiate({ articles: [{ id: 10, brand: 'Bic', price: 2.5, quantity: 1 }] }),
      );
    server.use(http.post('*/:product/api/orders_api', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    expect((await create()).error).toMatchObject({ kind: 'http', status: 500 });
    server.use(
      http.post('*/:product/api/orders_api', () =>
        HttpResponse.text('<h1>Server Error (500)</h1>', { status: 500, headers: { 'content-type': 'text/html' } }),
      ),
    );
    expect((await create()).error).toMatchObject({ kind: 'http', status: 500, data: '<h1>Server Error (500)</h1>' });
    server.use(
      http.post('*/:product/api/orders_api', () => HttpResponse.json({ success: false, message: 'Stock épuisé' })),
    );
    expect((await create()).error).toMatchObject({ kind: 'app', message: 'Stock épuisé' });
  });
});

describe('createOrder and removeOrder', () => {
  it('puts articles in the cart as a new order, then removes it', async () => {
    const store = createTestStore({ as: 'client' });
    const before = await cartIds(store);
    const requests = captureRequests();
    const articles = [
      { id: 10, brand: 'Bic', price: 2.5, quantity: 4 },
      { id: 22, brand: 'Maped', price: 6, quantity: 1 },
    ];

    const created = must(
      await store.dispatch(ordersApi.endpoints.createOrder.initiate({ articles, level_id: 7 })).unwrap(),
    );
    const afterCreate = await cartIds(store);
    await store.dispatch(ordersApi.endpoints.removeOrder.initiate({ order_id: created.id })).unwrap();
    const afterRemove = await cartIds(store);

    const [createRequest, , removeRequest] = await requests();
    expectRequest(createRequest, {
      method: 'POST',
      path: '/koolskools/api/orders_api',
      authorization: 'Token demo-client-token',
      body: { action: 'create', articles, level_id: 7 },
    });
    expect(removeRequest.body).toEqual({ action: 'remove_order', order_id: created.id });
    expect(created).toMatchObject({
      status: -1,
      library: null,
      level_id: 7,
      order_lines: [
        { price: 2.5, quantity: 4 },
        { price: 6, quantity: 1 },
      ],
    });
    expect(afterCreate).toEqual([created.id, ...before]);
    expect(afterRemove).toEqual(before);
  });

  it('creates an order from a quote: library and quote number come from the quote', async () => {
    const store = createTestStore({ as: 'client' });
    const quote = must(getDb().shop.quotes.find((q) => q.demande_id === 1));

    const order = await store
      .dispatch(
        ordersApi.endpoints.createOrder.initiate({
          articles: [{ id: quote.lines[0].article_id, brand: 'Bic', price: 3, quantity: 2 }],
          demande_devis_id: quote.id,
        }),
      )
      .unwrap();

    expect(order).toMatchObject({ devis_id: quote.id, library: { name: 'Librairie Al Maarifa' } });
  });

  it('refuses to remove an order that left the cart', async () => {
    const store = createTestStore({ as: 'client' });
    const placed = (await myOrders(store))[0];

    const result = await store.dispatch(ordersApi.endpoints.removeOrder.initiate({ order_id: placed.id }));

    expect(result.error).toMatchObject({ kind: 'http', status: 400, data: { error: 'order_not_in_cart' } });
  });
});
