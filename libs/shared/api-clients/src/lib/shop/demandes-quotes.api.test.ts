import { getDb, server, simulateLibraryAnswers } from '@kk/api-mocks/node';
import { quoteSubtotal, splitDemandesByQuotes } from '@kk/domain';
import { http, HttpResponse } from 'msw';
import { captureRequests, onlyRequest } from '../../testing/capture';
import { expectRequest } from '../../testing/expect-request';
import { must } from '../../testing/must';
import { createTestStore, type TestStore } from '../../testing/test-store';
import { quotesApi } from './quotes.api';
import { demandesApi } from './demandes.api';

/** Two supply lines of school 1, level 5, as the quote-request page picks them. */
function pickedLines() {
  return getDb()
    .shop.supplyLines.filter((l) => l.school_id === 1 && l.level_id === 5)
    .slice(0, 2)
    .map((l) => ({ id: l.id, quantity: l.quantity + 1 }));
}

/** Sends a request for the picked lines at school 1, level 5, as the signed-in user of `store`. */
async function createDemande(store: TestStore) {
  const demande = await store
    .dispatch(
      demandesApi.endpoints.createDemande.initiate({ fournitures_articles: pickedLines(), schools_levels: [[1, 5]] }),
    )
    .unwrap();
  return must(demande);
}

describe('createDemande', () => {
  it('posts create_demande with the picked lines and the school/level pairs; the request has no response yet', async () => {
    const store = createTestStore({ as: 'client' });
    const requests = captureRequests();
    const payload = { fournitures_articles: pickedLines(), schools_levels: [[1, 5]] as [number, number][] };

    const result = await store.dispatch(demandesApi.endpoints.createDemande.initiate(payload));

    expectRequest(await onlyRequest(requests), {
      method: 'POST',
      path: '/koolskools/api/demandes_api',
      authorization: 'Token demo-client-token',
      body: { action: 'create_demande', ...payload },
    });
    expect(result.data).toMatchObject({
      nbr_responses: 0,
      schools: [{ id: 1, name: 'Groupe Scolaire Al Khawarizmi', levels: [{ level_id: 5, name: 'CM2' }] }],
    });
  });

  it('refreshes my requests (tags) and shows the new request in the Requests tab', async () => {
    const store = createTestStore({ as: 'client' });
    const mine = store.dispatch(demandesApi.endpoints.getMyDemandes.initiate({}));
    await mine;

    const created = await createDemande(store);

    await vi.waitFor(() => {
      const items = demandesApi.endpoints.getMyDemandes.select({})(store.getState()).data?.pages[0].items ?? [];
      expect(items[0]?.id).toBe(created.id);
      expect(splitDemandesByQuotes(items).requests.map((d) => d.id)).toContain(created.id);
    });
    mine.unsubscribe();
  });

  it('moves to the Received tab once libraries answer', async () => {
    const store = createTestStore({ as: 'client' });
    const created = await createDemande(store);

    simulateLibraryAnswers(created.id);
    const page = await store
      .dispatch(demandesApi.endpoints.getMyDemandes.initiate({}, { forceRefetch: true }))
      .unwrap();

    const mineNow = page.pages[0].items.find((d) => d.id === created.id);
    expect(mineNow?.nbr_responses).toBeGreaterThanOrEqual(1);
    expect(splitDemandesByQuotes(page.pages[0].items).received.map((d) => d.id)).toContain(created.id);
  });

  it('refuses a level the school does not teach', async () => {
    const store = createTestStore({ as: 'client' });

    const result = await store.dispatch(
      demandesApi.endpoints.createDemande.initiate({ fournitures_articles: pickedLines(), schools_levels: [[6, 12]] }),
    );

    expect(result.error).toMatchObject({ kind: 'http', status: 400, data: { error: 'invalid_payload' } });
  });
});

describe('getMyDemandes (infinite)', () => {
  it('sends get_my_demandes with paging and returns my three requests, split by responses', async () => {
    const store = createTestStore({ as: 'client' });
    const requests = captureRequests();

    const result = await store.dispatch(demandesApi.endpoints.getMyDemandes.initiate({}));

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/demandes_api',
      authorization: 'Token demo-client-token',
      query: { action: 'get_my_demandes', page: '1', page_size: '20' },
    });
    const items = result.data?.pages[0].items ?? [];
    const { received, requests: waiting } = splitDemandesByQuotes(items);
    expect(received.map((d) => d.nbr_responses).sort()).toEqual([1, 2]);
    expect(waiting).toHaveLength(1);
    expect(demandesApi.endpoints.getMyDemandes.select({})(store.getState()).hasNextPage).toBe(false);
  });

  it('ends the list when page 2 answers with an error field', async () => {
    const store = createTestStore({ as: 'client' });
    const full = Array.from({ length: 20 }, (_, i) => ({
      id: i + 1,
      date_created: '2026-09-01T10:00:00Z',
      schools: [],
      nbr_responses: 0,
    }));
    server.use(
      http.get('*/:product/api/demandes_api', ({ request }) =>
        new URL(request.url).searchParams.get('page') === '1'
          ? HttpResponse.json({ demandes: full })
          : HttpResponse.json({ error: 'No result found' }),
      ),
    );

    await store.dispatch(demandesApi.endpoints.getMyDemandes.initiate({}));
    expect(demandesApi.endpoints.getMyDemandes.select({})(store.getState()).hasNextPage).toBe(true);
    await store.dispatch(demandesApi.endpoints.getMyDemandes.initiate({}, { direction: 'forward' }));

    const state = demandesApi.endpoints.getMyDemandes.select({})(store.getState());
    expect(state.data?.pages.map((p) => [p.items.length, p.error])).toEqual([
      [20, null],
      [0, 'No result found'],
    ]);
    expect(state.hasNextPage).toBe(false);
  });
});

describe('getDemandeLines', () => {
  it('sends get_demande_fournitures_articles and returns the requested articles with quantities', async () => {
    const store = createTestStore({ as: 'client' });
    const requests = captureRequests();

    const result = await store.dispatch(demandesApi.endpoints.getDemandeLines.initiate(3));

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/demandes_api',
      authorization: 'Token demo-client-token',
      query: { action: 'get_demande_fournitures_articles', demande_id: '3' },
    });
    expect(result.data?.length).toBeGreaterThan(5);
    expect(result.data?.[0]).toMatchObject({
      demande_quantity: expect.any(Number),
      level_id: 9,
      article: { name: expect.any(String) },
    });
  });

  it("does not show someone else's request to another account but a library or an admin (404)", async () => {
    const result = await createTestStore({ as: 'parent' }).dispatch(demandesApi.endpoints.getDemandeLines.initiate(3));

    expect(result.error).toMatchObject({ kind: 'http', status: 404 });
  });
});

describe('getQuotes (infinite)', () => {
  it('sends get_demandes_devis with the request id and paging, and returns the libraries quotes', async () => {
    const store = createTestStore({ as: 'client' });
    const requests = captureRequests();

    const result = await store.dispatch(quotesApi.endpoints.getQuotes.initiate({ demande_id: 1 }));

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/demandes_devis_api',
      authorization: 'Token demo-client-token',
      query: { action: 'get_demandes_devis', page: '1', page_size: '20', demande_id: '1' },
    });
    const quotes = result.data?.pages[0].items ?? [];
    expect(quotes).toHaveLength(2);
    expect(quotes.map((q) => q.library?.name)).toContain('Librairie Al Maarifa');
    expect(quotes[0]).toMatchObject({
      name: expect.stringMatching(/^Devis n° \d+$/),
      level: '1ère année collège',
      price: expect.any(Number),
    });
  });
});

describe('getQuoteLines', () => {
  it('sends get_articles with the quote id and returns the articles and the library', async () => {
    const store = createTestStore({ as: 'client' });
    const quote = must(getDb().shop.quotes.find((q) => q.demande_id === 1 && q.library_id === 3));
    const requests = captureRequests();

    const result = await store.dispatch(quotesApi.endpoints.getQuoteLines.initiate(quote.id));

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/demandes_devis_articles_api',
      authorization: 'Token demo-client-token',
      query: { action: 'get_articles', demande_devis_id: String(quote.id) },
    });
    expect(result.data?.library).toMatchObject({ id: 3, name: 'Librairie Al Maarifa' });
    expect(result.data?.articles).toHaveLength(quote.lines.length);
    expect(result.data?.articles[0]).toMatchObject({
      brand: expect.any(String),
      price: expect.any(Number),
      article: { name: expect.any(String) },
    });
    expect(quoteSubtotal(result.data?.articles ?? [])).toBeCloseTo(
      quote.lines.reduce((s, l) => s + l.price * l.quantity, 0),
      2,
    );
  });
});
