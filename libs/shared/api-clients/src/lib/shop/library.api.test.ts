import { getDb, LIBRARY_NAMES, server, simulateLibraryAnswers } from '@kk/api-mocks/node';
import { http, HttpResponse } from 'msw';
import { captureRequests, onlyRequest } from '../../testing/capture';
import { expectRequest } from '../../testing/expect-request';
import { must } from '../../testing/must';
import { createTestStore, type TestStore } from '../../testing/test-store';
import { demandesApi } from './demandes.api';
import { ordersApi } from './orders.api';
import { quotesApi } from './quotes.api';

/*
 * The library area's calls (README "Assumed contract: the library area") against the fake backend,
 * as the demo library (`librairie`, Librairie Al Maarifa).
 */

const library = () => createTestStore({ as: 'librairie' });

/** A fresh request of the demo customer for school 1, level 5 (two articles). */
async function newDemande() {
  const lines = getDb()
    .shop.supplyLines.filter((l) => l.school_id === 1 && l.level_id === 5)
    .slice(0, 2)
    .map((l) => ({ id: l.id, quantity: 3 }));
  const created = await createTestStore({ as: 'client' })
    .dispatch(demandesApi.endpoints.createDemande.initiate({ fournitures_articles: lines, schools_levels: [[1, 5]] }))
    .unwrap();
  return must(created);
}

/** The demo library's quote for a request: its articles at 4.50 Dhs. */
async function sendQuote(store: TestStore, demandeId: number) {
  const lines = await store.dispatch(demandesApi.endpoints.getDemandeLines.initiate(demandeId)).unwrap();
  return store.dispatch(
    quotesApi.endpoints.createQuote.initiate({
      demande_id: demandeId,
      level_id: 5,
      articles: lines.map((l) => ({
        article_id: must(l.article.id ?? undefined),
        brand: 'Oxford',
        price: 4.5,
        quantity: l.demande_quantity,
      })),
    }),
  );
}

describe('getLibraryDemandes (infinite)', () => {
  it('sends get_my_demandes with the filters and lists every customer request, newest first, marking its own answers', async () => {
    const requests = captureRequests();

    const result = await library().dispatch(demandesApi.endpoints.getLibraryDemandes.initiate({}));

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/demandes_api',
      authorization: 'Token demo-librairie-token',
      query: { action: 'get_my_demandes', page: '1', page_size: '20' },
    });
    const items = must(result.data).pages[0].items;
    expect(items).toHaveLength(19);
    const dates = items.map((d) => d.date_created);
    expect(dates).toEqual([...dates].sort().reverse());
    // Seed: the demo library answered the demo customer's first request (level 7 of school 1).
    const first = must(items.find((d) => d.id === 1));
    expect(first).toMatchObject({ customer: { name: 'Salma Bennani' }, answered_levels: [7] });
    expect(first.my_quote_id).toEqual(expect.any(Number));
    expect(first.nbr_articles).toBeGreaterThan(0);
    expect(must(items.find((d) => d.id === 3)).my_quote_id).toBeNull();
  });

  it('lists the oldest first when asked (ordering=date_created)', async () => {
    const store = library();
    const requests = captureRequests();

    const result = await store
      .dispatch(demandesApi.endpoints.getLibraryDemandes.initiate({ ordering: 'date_created' }))
      .unwrap();

    expect((await onlyRequest(requests)).url.searchParams.get('ordering')).toBe('date_created');
    const dates = result.pages[0].items.map((d) => d.date_created);
    expect(dates).toEqual([...dates].sort());
  });

  it('filters by school name, school and level', async () => {
    const store = library();
    const requests = captureRequests();

    const result = await store
      .dispatch(demandesApi.endpoints.getLibraryDemandes.initiate({ school_id: 1, level_id: 7 }))
      .unwrap();

    expect((await onlyRequest(requests)).url.searchParams.get('school_id')).toBe('1');
    const items = result.pages[0].items;
    expect(items.length).toBeGreaterThan(0);
    for (const d of items) {
      expect(d.schools.some((s) => s.id === 1 && s.levels.some((l) => l.level_id === 7))).toBe(true);
    }
    const byName = await store
      .dispatch(demandesApi.endpoints.getLibraryDemandes.initiate({ name: 'khawarizmi' }))
      .unwrap();
    expect(byName.pages[0].items.every((d) => d.schools.some((s) => /Khawarizmi/.test(s.name)))).toBe(true);
  });

  it('reads a customer as a text or an object, and missing counts and answers as none', async () => {
    server.use(
      http.get('*/:product/api/demandes_api', () =>
        HttpResponse.json({
          demandes: [
            { id: 1, date_created: '2026-09-01T10:00:00Z', schools: [], nbr_responses: '2', customer: 'Salma Bennani' },
            {
              id: 2,
              date_created: '2026-09-01T10:00:00Z',
              schools: null,
              nbr_responses: 0,
              customer: { name: 'Omar', phone_number: '0600000000' },
              nbr_articles: '4',
              my_quote_id: '12',
              answered_levels: [5],
            },
          ],
        }),
      ),
    );

    const result = await library().dispatch(demandesApi.endpoints.getLibraryDemandes.initiate({})).unwrap();

    expect(result.pages[0].items).toEqual([
      {
        id: 1,
        date_created: '2026-09-01T10:00:00Z',
        schools: [],
        nbr_responses: 2,
        customer: { name: 'Salma Bennani', phone_number: '' },
        nbr_articles: 0,
        my_quote_id: null,
        answered_levels: [],
      },
      {
        id: 2,
        date_created: '2026-09-01T10:00:00Z',
        schools: [],
        nbr_responses: 0,
        customer: { name: 'Omar', phone_number: '0600000000' },
        nbr_articles: 4,
        my_quote_id: 12,
        answered_levels: [5],
      },
    ]);
  });
});

describe('getLibraryDemande and the request articles', () => {
  it('sends get_demande and lets a library read any request and its articles', async () => {
    const store = library();
    const requests = captureRequests();

    const demande = await store.dispatch(demandesApi.endpoints.getLibraryDemande.initiate(3)).unwrap();

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/demandes_api',
      authorization: 'Token demo-librairie-token',
      query: { action: 'get_demande', demande_id: '3' },
    });
    expect(demande).toMatchObject({ id: 3, my_quote_id: null, customer: { name: 'Salma Bennani' } });
    const lines = await store.dispatch(demandesApi.endpoints.getDemandeLines.initiate(3)).unwrap();
    expect(lines.length).toBe(demande.nbr_articles);
  });

  it('refuses get_demande to a customer (403)', async () => {
    const result = await createTestStore({ as: 'client' }).dispatch(
      demandesApi.endpoints.getLibraryDemande.initiate(3),
    );

    expect(result.error).toMatchObject({ kind: 'http', status: 403 });
  });
});

describe('createQuote (library side)', () => {
  it('answers a request once per level: the request shows as answered, a second quote is refused', async () => {
    const demande = await newDemande();
    const store = library();

    const sent = await sendQuote(store, demande.id);

    expect(sent.data).toMatchObject({ demande_id: demande.id, price: 27, library: { name: LIBRARY_NAMES[0] } });
    const answered = await store.dispatch(demandesApi.endpoints.getLibraryDemande.initiate(demande.id)).unwrap();
    expect(answered).toMatchObject({ my_quote_id: must(sent.data).id, answered_levels: [5], nbr_responses: 1 });
    const again = await sendQuote(store, demande.id);
    expect(again.error).toMatchObject({ kind: 'http', status: 400, data: { error: 'quote_already_sent' } });
  });

  it('refuses a level that is not in the request', async () => {
    const demande = await newDemande();

    const result = await library().dispatch(
      quotesApi.endpoints.createQuote.initiate({
        demande_id: demande.id,
        level_id: 9,
        articles: [{ article_id: 1, brand: 'Bic', price: 2, quantity: 1 }],
      }),
    );

    expect(result.error).toMatchObject({
      kind: 'http',
      status: 400,
      data: { fields: { level_id: expect.any(String) } },
    });
  });
});

describe('automatic answers', () => {
  it('never come from the demo library, which a person runs', () => {
    const demoLibraryId = must(getDb().users.find((u) => u.username === 'librairie')).id;
    const ids = getDb().shop.demandes.map((d) => d.id);

    const quotes = ids.flatMap((id) => simulateLibraryAnswers(id));

    expect(quotes.length).toBeGreaterThan(ids.length);
    expect(quotes.some((q) => q.library_id === demoLibraryId)).toBe(false);
    expect(new Set(quotes.map((q) => q.library_id)).size).toBe(4);
  });
});

describe('getLibraryQuotes (infinite)', () => {
  it('sends get_demandes_devis without a request and lists its own quotes with their state', async () => {
    const demande = await newDemande();
    const store = library();
    const sent = must((await sendQuote(store, demande.id)).data);
    const requests = captureRequests();

    const result = await store.dispatch(quotesApi.endpoints.getLibraryQuotes.initiate(undefined)).unwrap();

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/demandes_devis_api',
      authorization: 'Token demo-librairie-token',
      query: { action: 'get_demandes_devis', page: '1', page_size: '20' },
    });
    const items = result.pages[0].items;
    expect(items[0]).toMatchObject({
      id: sent.id,
      state: 'sent',
      customer: { name: 'Salma Bennani' },
      schools: [{ id: 1, name: 'Groupe Scolaire Al Khawarizmi' }],
      price: 27,
    });
    expect(items.every((q) => q.library?.name === LIBRARY_NAMES[0])).toBe(true);
    // Seed: the demo customer's cart holds an order of the demo library's quote to request 1.
    expect(items.find((q) => q.demande_id === 1)?.state).toBe('in_cart');
  });

  it('follows the customer: in a cart, then ordered', async () => {
    const demande = await newDemande();
    const store = library();
    const sent = must((await sendQuote(store, demande.id)).data);
    const customer = createTestStore({ as: 'client' });
    const order = must(
      await customer
        .dispatch(
          ordersApi.endpoints.createOrder.initiate({
            articles: [{ id: 1, brand: 'Oxford', price: 4.5, quantity: 2 }],
            demande_devis_id: sent.id,
          }),
        )
        .unwrap(),
    );
    const stateOf = async () =>
      (
        await store.dispatch(quotesApi.endpoints.getLibraryQuotes.initiate(undefined, { forceRefetch: true })).unwrap()
      ).pages[0].items.find((q) => q.id === sent.id)?.state;

    expect(await stateOf()).toBe('in_cart');
    const address = must(getDb().shop.addresses.find((a) => a.user_id === 1));
    await customer
      .dispatch(ordersApi.endpoints.changeOrderStatus.initiate({ orders: [order.id], address: address.id, status: 0 }))
      .unwrap();
    expect(await stateOf()).toBe('ordered');
  });

  it('reads an unknown state as sent and a customer given as a text', async () => {
    server.use(
      http.get('*/:product/api/demandes_devis_api', () =>
        HttpResponse.json({
          demandes_devis: [
            {
              id: 4,
              date: '2026-09-01',
              name: null,
              level: { name: 'CE1' },
              price: '10',
              state: 'archived',
              customer: 'Omar',
            },
          ],
        }),
      ),
    );

    const result = await library().dispatch(quotesApi.endpoints.getLibraryQuotes.initiate(undefined)).unwrap();

    expect(result.pages[0].items[0]).toMatchObject({
      state: 'sent',
      level: 'CE1',
      price: 10,
      customer: { name: 'Omar', phone_number: '' },
      schools: [],
    });
  });
});

describe('getLibraryOrders and moving an order', () => {
  const libraryOrders = (store: TestStore) =>
    store.dispatch(ordersApi.endpoints.getLibraryOrders.initiate(undefined, { forceRefetch: true })).unwrap();

  it('lists the placed orders of this library with the customer, the address fields and the payment mode', async () => {
    const requests = captureRequests();

    const orders = await libraryOrders(library());

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/orders_api',
      authorization: 'Token demo-librairie-token',
      query: { action: 'get_my_orders' },
    });
    expect(orders.length).toBeGreaterThanOrEqual(2);
    expect(orders.every((o) => o.status >= 0 && o.library?.name === LIBRARY_NAMES[0])).toBe(true);
    // Seed: the demo customer rated 4 an order of the demo library.
    const rated = must(orders.find((o) => o.rate === 4 && o.customer.name === 'Salma Bennani'));
    expect(rated).toMatchObject({
      status: 3,
      customer: { phone_number: expect.stringMatching(/^0[\d ]{9,}$/) },
      delivery_address: { name: 'Maison', city: expect.any(String) },
      payment_mode: expect.any(Number),
      reason: '',
    });
  });

  it('ships a pending order, delivers it, and refuses to go back', async () => {
    const store = library();
    const pending = must((await libraryOrders(store)).find((o) => o.status === 0));

    await store.dispatch(ordersApi.endpoints.changeOrderStatus.initiate({ orders: [pending.id], status: 2 })).unwrap();
    await store.dispatch(ordersApi.endpoints.changeOrderStatus.initiate({ orders: [pending.id], status: 3 })).unwrap();

    expect((await libraryOrders(store)).find((o) => o.id === pending.id)?.status).toBe(3);
    const back = await store.dispatch(
      ordersApi.endpoints.changeOrderStatus.initiate({ orders: [pending.id], status: 2 }),
    );
    expect(back.error).toMatchObject({ kind: 'http', status: 400, data: { error: 'transition_not_allowed' } });
  });

  it('cancels only with a reason, which the customer then sees on the order', async () => {
    const store = library();
    const pending = must((await libraryOrders(store)).find((o) => o.status === 0));

    const without = await store.dispatch(
      ordersApi.endpoints.changeOrderStatus.initiate({ orders: [pending.id], status: 1, reason: '  ' }),
    );
    expect(without.error).toMatchObject({ kind: 'http', status: 400, data: { fields: { reason: 'Required' } } });
    const requests = captureRequests();
    await store
      .dispatch(
        ordersApi.endpoints.changeOrderStatus.initiate({ orders: [pending.id], status: 1, reason: 'Article épuisé' }),
      )
      .unwrap();

    const posts = (await requests()).filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.body)).toContainEqual({
      action: 'change_status',
      orders: [pending.id],
      status: 1,
      reason: 'Article épuisé',
    });
    expect((await libraryOrders(store)).find((o) => o.id === pending.id)).toMatchObject({
      status: 1,
      reason: 'Article épuisé',
    });
  });

  it("does not move another library's order (404)", async () => {
    const other = must(getDb().shop.orders.find((o) => o.status === 0 && o.library_id !== null && o.library_id !== 3));

    const result = await library().dispatch(
      ordersApi.endpoints.changeOrderStatus.initiate({ orders: [other.id], status: 2 }),
    );

    expect(result.error).toMatchObject({ kind: 'http', status: 404 });
  });

  it('reads a customer as a text and an order without an address', async () => {
    server.use(
      http.get('*/:product/api/orders_api', () =>
        HttpResponse.json({
          orders: [{ id: 5, order_lines: [], status: 0, created_date: '2026-09-01', customer: 'Omar', reason: null }],
        }),
      ),
    );

    const orders = await libraryOrders(library());

    expect(orders[0]).toMatchObject({ id: 5, customer: { name: 'Omar', phone_number: '' }, reason: '' });
    expect(orders[0].delivery_address ?? null).toBeNull();
  });
});
