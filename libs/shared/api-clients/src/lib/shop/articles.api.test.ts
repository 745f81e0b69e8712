import { getDb, server } from '@kk/api-mocks/node';
import { http, HttpResponse } from 'msw';
import { captureRequests, onlyRequest } from '../../testing/capture';
import { expectRequest } from '../../testing/expect-request';
import { must } from '../../testing/must';
import { createTestStore } from '../../testing/test-store';
import { articlesApi } from './articles.api';
import { packsApi } from './packs.api';
import { quotesApi } from './quotes.api';
import { suppliesApi } from './supplies.api';

/** The fake backend's quote has orders made of it (in a cart or placed): the library's state is no longer `sent`. */
const inACart = (quote: { id: number }) => getDb().shop.orders.some((o) => o.devis_id === quote.id);

describe('library and admin endpoints', () => {
  it('getArticleTypes: GET articles_types_api with the token', async () => {
    const store = createTestStore({ as: 'librairie' });
    const requests = captureRequests();

    const result = await store.dispatch(articlesApi.endpoints.getArticleTypes.initiate());

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/articles_types_api',
      authorization: 'Token demo-librairie-token',
    });
    expect(result.data?.map((t) => t.name)).toContain('Manuels scolaires');
  });

  it('getArticles: GET articles_api with the filters as query parameters', async () => {
    const store = createTestStore({ as: 'librairie' });
    const requests = captureRequests();

    const result = await store.dispatch(articlesApi.endpoints.getArticles.initiate({ name: 'stylo', type_id: 2 }));

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/articles_api',
      authorization: 'Token demo-librairie-token',
      query: { name: 'stylo', type_id: '2' },
    });
    expect(result.data?.length).toBeGreaterThan(3);
    expect(result.data?.every((a) => a.type_id === 2 && /stylo/i.test(a.name))).toBe(true);
    expect(result.data?.[0].brands[0]).toEqual({ brand: expect.any(String), price: expect.any(Number) });
  });

  it('createArticle: POST articles_api (admin); a customer gets 403', async () => {
    const payload = { name: 'Agenda scolaire 2026-2027', type_id: 8, brands: [{ brand: 'Oxford', price: 49 }] };
    const requests = captureRequests();

    const created = await createTestStore({ as: 'admin' }).dispatch(
      articlesApi.endpoints.createArticle.initiate(payload),
    );
    const refused = await createTestStore({ as: 'client' }).dispatch(
      articlesApi.endpoints.createArticle.initiate(payload),
    );

    expectRequest((await requests())[0], {
      method: 'POST',
      path: '/koolskools/api/articles_api',
      authorization: 'Token demo-admin-token',
      body: payload,
    });
    expect(created.data).toMatchObject({ name: 'Agenda scolaire 2026-2027', brands: [{ brand: 'Oxford', price: 49 }] });
    expect(refused.error).toMatchObject({ kind: 'http', status: 403 });
  });

  it('getSchoolSupplyLines / createSupplyLine: the school admin adds a line to a level list', async () => {
    const store = createTestStore({ as: 'ecole' });
    const requests = captureRequests();
    const before = await store
      .dispatch(suppliesApi.endpoints.getSchoolSupplyLines.initiate({ school_id: 1, level_id: 2 }))
      .unwrap();

    const line = await store
      .dispatch(
        suppliesApi.endpoints.createSupplyLine.initiate({
          school_id: 1,
          level_id: 2,
          subject_id: 1,
          article_id: 25,
          quantity: 1,
        }),
      )
      .unwrap();

    const [get, post] = await requests();
    expectRequest(get, {
      method: 'GET',
      path: '/koolskools/api/fournitures_articles_api',
      authorization: 'Token demo-ecole-token',
      query: { school_id: '1', level_id: '2' },
    });
    expectRequest(post, {
      method: 'POST',
      path: '/koolskools/api/fournitures_articles_api',
      authorization: 'Token demo-ecole-token',
      body: { school_id: 1, level_id: 2, subject_id: 1, article_id: 25, quantity: 1 },
    });
    expect(line).toMatchObject({ school_id: 1, level_id: 2, article: { name: 'Compas' } });
    expect(getDb().shop.supplyLines.filter((l) => l.school_id === 1 && l.level_id === 2)).toHaveLength(
      before.length + 1,
    );
  });

  it("createSupplyLine: a school admin cannot change another school's list", async () => {
    const result = await createTestStore({ as: 'ecole' }).dispatch(
      suppliesApi.endpoints.createSupplyLine.initiate({ school_id: 2, level_id: 2, article_id: 25, quantity: 1 }),
    );

    expect(result.error).toMatchObject({ kind: 'http', status: 403 });
  });

  it('createPack: POST packs_api without an action creates a pack', async () => {
    const store = createTestStore({ as: 'admin' });
    const requests = captureRequests();
    const payload = {
      school_id: 1,
      level_id: 1,
      name: 'Pack Rentrée CP',
      pack_articles: [{ article_id: 1, brand: 'Sélecta', price: 4.5, quantity: 5 }],
    };

    const pack = await store.dispatch(packsApi.endpoints.createPack.initiate(payload)).unwrap();

    expectRequest(await onlyRequest(requests), {
      method: 'POST',
      path: '/koolskools/api/packs_api',
      authorization: 'Token demo-admin-token',
      body: payload,
    });
    expect((await requests())[0].body).not.toHaveProperty('action');
    expect(pack).toMatchObject({
      name: 'Pack Rentrée CP',
      school_id: 1,
      level_id: 1,
      pack_articles: [{ brand: 'Sélecta', price: 4.5, quantity: 5 }],
    });
  });

  it('createQuote: a library answers the request without response; the customer then sees the quote', async () => {
    const library = createTestStore({ as: 'librairie' });
    const customer = createTestStore({ as: 'client' });
    const requests = captureRequests();
    const payload = {
      demande_id: 3,
      level_id: 9,
      articles: [{ article_id: 3, brand: 'Oxford', price: 28, quantity: 4 }],
    };

    const quote = await library.dispatch(quotesApi.endpoints.createQuote.initiate(payload)).unwrap();
    const seen = await customer.dispatch(quotesApi.endpoints.getQuotes.initiate({ demande_id: 3 })).unwrap();

    expectRequest((await requests())[0], {
      method: 'POST',
      path: '/koolskools/api/devis_articles_api',
      authorization: 'Token demo-librairie-token',
      body: payload,
    });
    expect(quote).toMatchObject({ price: 112, level: '3ème année collège', library: { name: 'Librairie Al Maarifa' } });
    expect(seen.pages[0].items.map((q) => q.id)).toEqual([quote.id]);
  });

  it('createQuote: only libraries answer requests', async () => {
    const result = await createTestStore({ as: 'client' }).dispatch(
      quotesApi.endpoints.createQuote.initiate({
        demande_id: 3,
        articles: [{ article_id: 3, brand: 'Oxford', price: 28, quantity: 4 }],
      }),
    );

    expect(result.error).toMatchObject({ kind: 'http', status: 403 });
  });

  it('updateQuoteLine: POST demandes_devis_articles_api changes a line and the quote total', async () => {
    const store = createTestStore({ as: 'librairie' });
    const quote = must(getDb().shop.quotes.find((q) => q.library_id === 3 && !inACart(q)));
    const line = { ...quote.lines[0] };
    const requests = captureRequests();

    const result = await store
      .dispatch(
        quotesApi.endpoints.updateQuoteLine.initiate({ demande_devis_article_id: line.id, price: line.price + 1 }),
      )
      .unwrap();

    expectRequest(await onlyRequest(requests), {
      method: 'POST',
      path: '/koolskools/api/demandes_devis_articles_api',
      authorization: 'Token demo-librairie-token',
      body: { demande_devis_article_id: line.id, price: line.price + 1 },
    });
    expect(result.article).toMatchObject({ id: line.id, price: line.price + 1 });
    expect(result.quote.id).toBe(quote.id);
  });

  it('updateQuoteLine: a quote the customer put in a cart or ordered no longer changes (409)', async () => {
    const store = createTestStore({ as: 'librairie' });
    const quote = must(getDb().shop.quotes.find((q) => q.library_id === 3 && inACart(q)));

    const result = await store.dispatch(
      quotesApi.endpoints.updateQuoteLine.initiate({ demande_devis_article_id: quote.lines[0].id, price: 99 }),
    );

    expect(result.error).toMatchObject({ kind: 'http', status: 409 });
    expect(getDb().shop.quotes.find((q) => q.id === quote.id)?.lines[0].price).not.toBe(99);
  });

  it('getLibraryQuote: get_articles answers the library with its lines and the quote with its state', async () => {
    const store = createTestStore({ as: 'librairie' });
    const quote = must(getDb().shop.quotes.find((q) => q.library_id === 3 && inACart(q)));
    const requests = captureRequests();

    const detail = await store.dispatch(quotesApi.endpoints.getLibraryQuote.initiate(quote.id)).unwrap();

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/demandes_devis_articles_api',
      authorization: 'Token demo-librairie-token',
      query: { action: 'get_articles', demande_devis_id: String(quote.id) },
    });
    expect(detail.articles).toHaveLength(quote.lines.length);
    expect(detail.quote).toMatchObject({ id: quote.id, state: 'in_cart' });
  });

  it('getLibraryQuote: a backend that sends the lines only (or an unreadable quote) gives quote null', async () => {
    const store = createTestStore({ as: 'librairie' });
    server.use(
      http.get('*/:product/api/demandes_devis_articles_api', () =>
        HttpResponse.json({
          demande_devis_articles: [
            { id: 1, article: { id: 3, name: 'Cahier' }, brand: 'Oxford', price: '4.5', quantity: 2 },
          ],
          library: null,
          demande_devis: { id: 'x' },
        }),
      ),
    );

    const detail = await store.dispatch(quotesApi.endpoints.getLibraryQuote.initiate(7)).unwrap();

    expect(detail.quote).toBeNull();
    expect(detail.articles).toHaveLength(1);
  });
});
