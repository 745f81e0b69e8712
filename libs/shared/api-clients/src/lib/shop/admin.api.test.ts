import { server } from '@kk/api-mocks/node';
import { http, HttpResponse } from 'msw';
import { captureRequests, onlyRequest } from '../../testing/capture';
import { expectRequest } from '../../testing/expect-request';
import { createTestStore } from '../../testing/test-store';
import { adminApi } from './admin.api';
import { schoolsApi } from './schools.api';

/*
 * The admin area's assumed contract (README "Assumed contract: the admin area") against the fake
 * backend: the unlisted-school requests to review, their activation or refusal, the dashboard.
 */

async function pendingRequests(store: ReturnType<typeof createTestStore>, name?: string) {
  const result = await store.dispatch(
    schoolsApi.endpoints.getSchoolRequests.initiate({ name }, { forceRefetch: true }),
  );
  return result.data?.pages.flatMap((p) => p.items) ?? [];
}

describe('getSchoolRequests (infinite)', () => {
  it('asks for the pending requests, newest first, with who asked and the level asked', async () => {
    const store = createTestStore({ as: 'admin' });
    const requests = captureRequests();

    const items = await pendingRequests(store);

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/schools_api',
      authorization: 'Token demo-admin-token',
      query: { action: 'get_inactive_schools', page: '1', page_size: '20' },
    });
    expect(items.map((r) => r.name)).toEqual(['Groupe scolaire Dar Al Argane', 'École Les Cèdres bleus']);
    expect(items[1]).toMatchObject({
      city: 'Kénitra',
      level: 4,
      level_name: 'CM1',
      file_url: expect.stringContaining('.pdf'),
      user: { id: expect.any(Number), name: expect.any(String) },
    });
  });

  it('sorts by the ordering asked (assumed contract), and without it as before', async () => {
    const store = createTestStore({ as: 'admin' });
    const requests = captureRequests();

    const result = await store.dispatch(
      schoolsApi.endpoints.getSchoolRequests.initiate({ ordering: 'name' }, { forceRefetch: true }),
    );

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/schools_api',
      authorization: 'Token demo-admin-token',
      query: { action: 'get_inactive_schools', ordering: 'name' },
    });
    expect(result.data?.pages[0].items.map((r) => r.name)).toEqual([
      'École Les Cèdres bleus',
      'Groupe scolaire Dar Al Argane',
    ]);
  });

  it('getSchools: sorts the schools by city, the other way with a leading -', async () => {
    const store = createTestStore();
    const result = await store.dispatch(schoolsApi.endpoints.getSchools.initiate({ ordering: '-city' }));
    const cities = result.data?.pages[0].items.map((s) => s.city) ?? [];

    expect(cities.length).toBeGreaterThan(1);
    expect(cities).toEqual([...cities].sort((a, b) => b.localeCompare(a, 'fr', { sensitivity: 'base' })));
  });

  it('finds a request by its name or city', async () => {
    const store = createTestStore({ as: 'admin' });
    expect((await pendingRequests(store, 'tanger')).map((r) => r.name)).toEqual(['Groupe scolaire Dar Al Argane']);
  });

  it('is refused to a customer (403)', async () => {
    const store = createTestStore({ as: 'client' });
    const result = await store.dispatch(schoolsApi.endpoints.getSchoolRequests.initiate({}));
    expect(result.error).toMatchObject({ kind: 'http', status: 403 });
  });

  it('reads a request with only its id, name and file (the other fields missing or null)', async () => {
    server.use(
      http.get('*/:product/api/schools_api', () =>
        HttpResponse.json({ school_requests: [{ id: 9, name: 'École X', city: null, file_url: 'f.pdf' }] }),
      ),
    );
    const store = createTestStore({ as: 'admin' });
    expect(await pendingRequests(store)).toEqual([
      { id: 9, name: 'École X', city: '', file_url: 'f.pdf', date_created: '' },
    ]);
  });
});

describe('activateSchool', () => {
  it('lists the school for everyone with the levels chosen, and takes the request off the list', async () => {
    const admin = createTestStore({ as: 'admin' });
    const requests = captureRequests();

    const result = await admin.dispatch(
      schoolsApi.endpoints.activateSchool.initiate({
        id: 1,
        name: 'École Les Cèdres bleus',
        city: 'Kénitra',
        address: '12, rue des Orangers',
        phone_number: '0537 00 00 00',
        levels: [4, 5],
      }),
    );

    expectRequest(await onlyRequest(requests), {
      method: 'POST',
      path: '/koolskools/api/schools_api',
      authorization: 'Token demo-admin-token',
      body: expect.objectContaining({ action: 'activate_school', id: 1, levels: [4, 5] }),
    });
    expect(result.data).toMatchObject({
      name: 'École Les Cèdres bleus',
      city: 'Kénitra',
      levels: [4, 5],
      level_groups: [1],
    });
    expect((await pendingRequests(admin)).map((r) => r.id)).toEqual([2]);
    const visitor = createTestStore();
    const listed = await visitor.dispatch(schoolsApi.endpoints.getSchools.initiate({ name: 'cèdres bleus' }));
    expect(listed.data?.pages[0]?.items.map((s) => s.name)).toEqual(['École Les Cèdres bleus']);
  });

  it('refuses a request already reviewed, and a school without a level', async () => {
    const admin = createTestStore({ as: 'admin' });
    const base = { id: 1, name: 'École Les Cèdres bleus', city: 'Kénitra', levels: [4] };
    await admin.dispatch(schoolsApi.endpoints.activateSchool.initiate(base));

    const again = await admin.dispatch(schoolsApi.endpoints.activateSchool.initiate(base));
    const noLevel = await admin.dispatch(schoolsApi.endpoints.activateSchool.initiate({ ...base, id: 2, levels: [] }));

    expect(again.error).toMatchObject({ kind: 'http', status: 400, data: { error: 'already_reviewed' } });
    expect(noLevel.error).toMatchObject({ kind: 'http', status: 400, data: { error: 'invalid_payload' } });
  });

  it('is refused to a library account (403)', async () => {
    const store = createTestStore({ as: 'librairie' });
    const result = await store.dispatch(
      schoolsApi.endpoints.activateSchool.initiate({ id: 1, name: 'X', city: 'Y', levels: [1] }),
    );
    expect(result.error).toMatchObject({ kind: 'http', status: 403 });
  });
});

describe('refuseSchool', () => {
  it('takes the request off the list with its reason, and the school stays unlisted', async () => {
    const admin = createTestStore({ as: 'admin' });
    const requests = captureRequests();

    const result = await admin.dispatch(schoolsApi.endpoints.refuseSchool.initiate({ id: 2, reason: 'Doublon' }));

    expect(result.error).toBeUndefined();
    expectRequest(await onlyRequest(requests), {
      method: 'POST',
      path: '/koolskools/api/schools_api',
      authorization: 'Token demo-admin-token',
      body: { action: 'refuse_school', id: 2, reason: 'Doublon' },
    });
    expect((await pendingRequests(admin)).map((r) => r.id)).toEqual([1]);
    const listed = await createTestStore().dispatch(
      schoolsApi.endpoints.getSchools.initiate({ name: 'Dar Al Argane' }),
    );
    expect(listed.data?.pages[0]?.items).toEqual([]);
  });
});

describe('getDashboard', () => {
  it('answers the orders by status, six months of requests, quotes and revenue, and the pending schools', async () => {
    const store = createTestStore({ as: 'admin' });
    const requests = captureRequests();

    const { data } = await store.dispatch(adminApi.endpoints.getDashboard.initiate());

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/orders_api',
      authorization: 'Token demo-admin-token',
      query: { action: 'get_dashboard' },
    });
    expect(Object.keys(data?.orders_by_status ?? {}).sort()).toEqual(['0', '1', '2', '3']);
    expect(data?.demandes_by_month).toHaveLength(6);
    expect(data?.devis_by_month).toHaveLength(6);
    expect(data?.revenue_by_month.at(-1)).toEqual({
      month: expect.stringMatching(/^\d{4}-\d{2}$/),
      delivered: expect.any(Number),
      in_progress: expect.any(Number),
    });
    expect(data?.demandes_by_month.reduce((sum, m) => sum + m.count, 0)).toBeGreaterThan(0);
    expect(data?.pending_schools).toBe(2);
  });

  it('reads counts and amounts sent as strings', async () => {
    server.use(
      http.get('*/:product/api/orders_api', () =>
        HttpResponse.json({
          orders_by_status: { '0': '3' },
          demandes_by_month: [{ month: '2026-09', count: '4' }],
          devis_by_month: [],
          revenue_by_month: [{ month: '2026-09', delivered: '120.50', in_progress: 0 }],
          pending_schools: '1',
        }),
      ),
    );
    const { data } = await createTestStore({ as: 'admin' }).dispatch(adminApi.endpoints.getDashboard.initiate());
    expect(data).toMatchObject({
      orders_by_status: { '0': 3 },
      demandes_by_month: [{ month: '2026-09', count: 4 }],
      revenue_by_month: [{ delivered: 120.5, in_progress: 0 }],
      pending_schools: 1,
    });
  });

  it('is refused to a customer (403)', async () => {
    const { error } = await createTestStore({ as: 'client' }).dispatch(adminApi.endpoints.getDashboard.initiate());
    expect(error).toMatchObject({ kind: 'http', status: 403 });
  });
});
