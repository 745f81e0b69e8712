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

describe('catalogue editing (admin)', () => {
  it('createArticleType / updateArticleType: POST articles_api with the action; the list counts the articles', async () => {
    const admin = createTestStore({ as: 'admin' });
    const requests = captureRequests();

    const created = await admin
      .dispatch(articlesApi.endpoints.createArticleType.initiate({ name: 'Agendas' }))
      .unwrap();
    const renamed = await admin
      .dispatch(articlesApi.endpoints.updateArticleType.initiate({ id: must(created).id, name: 'Agendas scolaires' }))
      .unwrap();
    const types = await admin.dispatch(articlesApi.endpoints.getArticleTypes.initiate()).unwrap();

    const [create, update] = await requests();
    expectRequest(create, {
      method: 'POST',
      path: '/koolskools/api/articles_api',
      authorization: 'Token demo-admin-token',
      body: { action: 'create_article_type', name: 'Agendas' },
    });
    expectRequest(update, {
      method: 'POST',
      path: '/koolskools/api/articles_api',
      authorization: 'Token demo-admin-token',
      body: { action: 'update_article_type', id: must(created).id, name: 'Agendas scolaires' },
    });
    expect(renamed).toEqual({ id: must(created).id, name: 'Agendas scolaires', articles_count: 0 });
    expect(types.find((t) => t.name === 'Manuels scolaires')?.articles_count).toBeGreaterThan(0);
  });

  it('refuses a type name already used (field error) and a non-admin (403)', async () => {
    const taken = await createTestStore({ as: 'admin' }).dispatch(
      articlesApi.endpoints.createArticleType.initiate({ name: ' manuels SCOLAIRES ' }),
    );
    const library = await createTestStore({ as: 'librairie' }).dispatch(
      articlesApi.endpoints.createArticleType.initiate({ name: 'Agendas' }),
    );

    expect(taken.error).toMatchObject({
      status: 400,
      data: { error: 'name_taken', fields: { name: expect.any(String) } },
    });
    expect(library.error).toMatchObject({ kind: 'http', status: 403 });
  });

  it('reads tolerantly: types without a count, a bare { success: true } to a write', async () => {
    server.use(
      http.get('*/:product/api/articles_types_api', () =>
        HttpResponse.json({ articles_types: [{ id: 1, name: 'Cahiers' }] }),
      ),
      http.post('*/:product/api/articles_api', () => HttpResponse.json({ success: true })),
    );
    const admin = createTestStore({ as: 'admin' });

    const types = await admin.dispatch(articlesApi.endpoints.getArticleTypes.initiate()).unwrap();
    const created = await admin.dispatch(articlesApi.endpoints.createArticleType.initiate({ name: 'Agendas' }));

    expect(types).toEqual([{ id: 1, name: 'Cahiers' }]);
    expect(created).toEqual({ data: null });
  });

  it('updateArticle: the new name, type and prices are what the catalogue then lists', async () => {
    const admin = createTestStore({ as: 'admin' });
    const article = must(getDb().shop.articles.find((a) => a.id === 25));

    const updated = await admin
      .dispatch(
        articlesApi.endpoints.updateArticle.initiate({
          id: article.id,
          name: 'Compas de précision',
          type_id: 2,
          brands: [{ brand: 'Maped', price: 31 }],
        }),
      )
      .unwrap();
    const listed = await admin.dispatch(articlesApi.endpoints.getArticles.initiate({ name: 'précision' })).unwrap();

    expect(updated).toMatchObject({
      id: 25,
      name: 'Compas de précision',
      type_id: 2,
      brands: [{ brand: 'Maped', price: 31 }],
    });
    expect(listed.map((a) => a.id)).toEqual([25]);
  });

  it('deleteArticle: an unused article goes; one in a pack or a supply list is refused with the reason (409)', async () => {
    const admin = createTestStore({ as: 'admin' });
    const { shop } = getDb();
    const used = must(shop.packs[0]).lines[0].article_id;
    const unused = await admin
      .dispatch(
        articlesApi.endpoints.createArticle.initiate({
          name: 'Gomme',
          type_id: 2,
          brands: [{ brand: 'Bic', price: 2 }],
        }),
      )
      .unwrap();

    const deleted = await admin.dispatch(articlesApi.endpoints.deleteArticle.initiate({ id: unused.id }));
    const refused = await admin.dispatch(articlesApi.endpoints.deleteArticle.initiate({ id: used }));
    const asLibrary = await createTestStore({ as: 'librairie' }).dispatch(
      articlesApi.endpoints.deleteArticle.initiate({ id: used }),
    );

    expect(deleted.error).toBeUndefined();
    expect(shop.articles.some((a) => a.id === unused.id)).toBe(false);
    expect(refused.error).toMatchObject({ status: 409, data: { error: 'article_in_use', packs: expect.any(Number) } });
    expect(shop.articles.some((a) => a.id === used)).toBe(true);
    expect(asLibrary.error).toMatchObject({ status: 403 });
  });

  it("updatePack / deletePack: the customer's levels page reads the new pack, then no pack", async () => {
    const admin = createTestStore({ as: 'admin' });
    const visitor = createTestStore();
    const pack = must(getDb().shop.packs[0]);
    const requests = captureRequests();

    await admin
      .dispatch(
        packsApi.endpoints.updatePack.initiate({
          pack_id: pack.id,
          name: 'Pack modifié',
          pack_articles: [{ article_id: 1, brand: 'Sélecta', price: 5, quantity: 2 }],
        }),
      )
      .unwrap();
    const seen = await visitor
      .dispatch(packsApi.endpoints.getPacks.initiate({ school_id: pack.school_id, levels_ids: [pack.level_id] }))
      .unwrap();
    await admin.dispatch(packsApi.endpoints.deletePack.initiate({ pack_id: pack.id })).unwrap();
    const after = await visitor
      .dispatch(
        packsApi.endpoints.getPacks.initiate(
          { school_id: pack.school_id, levels_ids: [pack.level_id] },
          { forceRefetch: true },
        ),
      )
      .unwrap();

    expectRequest((await requests())[0], {
      method: 'POST',
      path: '/koolskools/api/packs_api',
      authorization: 'Token demo-admin-token',
      body: { action: 'update_pack', pack_id: pack.id, name: 'Pack modifié' },
    });
    expect(seen.find((p) => p.id === pack.id)).toMatchObject({
      name: 'Pack modifié',
      pack_articles: [{ brand: 'Sélecta', price: 5, quantity: 2 }],
    });
    expect(after.some((p) => p.id === pack.id)).toBe(false);
  });

  it('updateSupplyLine / deleteSupplyLine: the quantity changes, then the line leaves the list', async () => {
    const admin = createTestStore({ as: 'admin' });
    const line = must(getDb().shop.supplyLines[0]);

    const updated = await admin
      .dispatch(suppliesApi.endpoints.updateSupplyLine.initiate({ id: line.id, quantity: 7 }))
      .unwrap();
    await admin.dispatch(suppliesApi.endpoints.deleteSupplyLine.initiate({ id: line.id })).unwrap();
    const refused = await createTestStore({ as: 'client' }).dispatch(
      suppliesApi.endpoints.deleteSupplyLine.initiate({ id: must(getDb().shop.supplyLines[0]).id }),
    );

    expect(updated).toMatchObject({ id: line.id, quantity: 7 });
    expect(getDb().shop.supplyLines.some((l) => l.id === line.id)).toBe(false);
    expect(refused.error).toMatchObject({ status: 403 });
  });
});
