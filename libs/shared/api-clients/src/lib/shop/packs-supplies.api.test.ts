import { server } from '@kk/api-mocks/node';
import { packTotal } from '@kk/domain';
import { http, HttpResponse } from 'msw';
import { captureRequests, onlyRequest } from '../../testing/capture';
import { expectRequest } from '../../testing/expect-request';
import { createTestStore } from '../../testing/test-store';
import { packsApi } from './packs.api';
import { suppliesApi } from './supplies.api';

describe('getPacks', () => {
  it('sends get_packs_client with the school and the levels as a comma list, without a token', async () => {
    const store = createTestStore({ as: 'client' });
    const requests = captureRequests();

    const result = await store.dispatch(packsApi.endpoints.getPacks.initiate({ school_id: 1, levels_ids: [7, 8] }));

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/packs_api_list',
      authorization: null,
      query: { action: 'get_packs_client', school_id: '1', levels_ids: '7,8' },
    });
    const packs = result.data ?? [];
    expect(packs.map((p) => p.name)).toEqual([
      'Pack Essentiel 1ère année collège',
      'Pack Premium 1ère année collège',
      'Pack Essentiel 2ème année collège',
      'Pack Premium 2ème année collège',
    ]);
    expect(packs[0].pack_articles[0]).toMatchObject({
      article: { name: expect.any(String) },
      brand: expect.any(String),
      price: expect.any(Number),
    });
    expect(packTotal(packs[1])).toBeGreaterThan(packTotal(packs[0]));
  });
});

describe('getPackLines', () => {
  it('sends get_pack_articles with the pack id and the token', async () => {
    const store = createTestStore({ as: 'client' });
    const requests = captureRequests();

    const result = await store.dispatch(packsApi.endpoints.getPackLines.initiate(1));

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/packs_api',
      authorization: 'Token demo-client-token',
      query: { action: 'get_pack_articles', pack_id: '1' },
    });
    expect(result.data?.length).toBeGreaterThan(5);
    expect(result.data?.[0].image_url).toMatch(/^data:image\/svg\+xml,/);
  });

  it('reads prices sent as decimal strings as numbers', async () => {
    server.use(
      http.get('*/:product/api/packs_api', () =>
        HttpResponse.json({
          pack_articles: [{ id: 1, article: { id: 2, name: 'Stylo' }, brand: 'Bic', price: '2.50', quantity: '3' }],
        }),
      ),
    );

    const result = await createTestStore().dispatch(packsApi.endpoints.getPackLines.initiate(1));

    expect(result.data).toEqual([{ id: 1, article: { id: 2, name: 'Stylo' }, brand: 'Bic', price: 2.5, quantity: 3 }]);
  });
});

describe('getSupplyLines', () => {
  it('sends get_articles with `school` and `levels_ids`, without a token, and returns the f_articles lines', async () => {
    const store = createTestStore({ as: 'client' });
    const requests = captureRequests();

    const result = await store.dispatch(suppliesApi.endpoints.getSupplyLines.initiate({ school: 1, levels_ids: [1] }));

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/fournitures_articles_api_client',
      authorization: null,
      query: { action: 'get_articles', school: '1', levels_ids: '1' },
    });
    const lines = result.data ?? [];
    expect(lines.length).toBeGreaterThan(8);
    expect(lines.every((l) => l.school_id === 1 && l.level_id === 1)).toBe(true);
    expect(lines.find((l) => l.subject_id === 3)?.article.name).toBe('Cahier 48 pages grands carreaux 17x22');
  });
});
