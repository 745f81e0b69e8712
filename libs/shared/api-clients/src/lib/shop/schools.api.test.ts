import { getDb, SEED_SCHOOL_COUNT, server } from '@kk/api-mocks/node';
import { PAGE_SIZE, setDroppedItemReporter } from '@kk/domain';
import { http, HttpResponse } from 'msw';
import { captureRequests, onlyRequest } from '../../testing/capture';
import { expectRequest } from '../../testing/expect-request';
import { createTestStore, type TestStore } from '../../testing/test-store';
import { schoolsApi, type SchoolSearch } from './schools.api';

async function loadAllPages(store: TestStore, arg: SchoolSearch) {
  await store.dispatch(schoolsApi.endpoints.getSchools.initiate(arg));
  const select = schoolsApi.endpoints.getSchools.select(arg);
  for (let guard = 0; select(store.getState()).hasNextPage && guard < 50; guard++) {
    await store.dispatch(schoolsApi.endpoints.getSchools.initiate(arg, { direction: 'forward' }));
  }
  return select(store.getState());
}

describe('getSchools (infinite)', () => {
  it('asks for page 1 of 20 without a token, even when signed in, and parses the schools', async () => {
    // Arrange
    const store = createTestStore({ as: 'client' });
    const requests = captureRequests();

    // Act
    const result = await store.dispatch(schoolsApi.endpoints.getSchools.initiate({}));

    // Assert
    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/schools_list_api',
      authorization: null,
      query: { action: 'get_schools', page: '1', page_size: '20' },
    });
    const page = result.data?.pages[0];
    expect(page?.items).toHaveLength(PAGE_SIZE);
    expect(page?.error).toBeNull();
    expect(page?.items[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      logo_url: expect.stringMatching(/^data:image\/svg\+xml,/),
    });
    expect(schoolsApi.endpoints.getSchools.select({})(store.getState()).hasNextPage).toBe(true);
  });

  it('pages until a short page, then stops', async () => {
    const store = createTestStore();
    const requests = captureRequests();

    const state = await loadAllPages(store, {});

    const pages = state.data?.pages ?? [];
    expect(pages.flatMap((p) => p.items)).toHaveLength(SEED_SCHOOL_COUNT);
    expect(pages.at(-1)?.items.length).toBeLessThan(PAGE_SIZE);
    expect(state.hasNextPage).toBe(false);
    expect((await requests()).map((r) => r.query['page'])).toEqual(pages.map((_, i) => String(i + 1)));
  });

  it('sends the search text as `name` and finds schools regardless of accents', async () => {
    const store = createTestStore();
    const requests = captureRequests();

    const result = await store.dispatch(schoolsApi.endpoints.getSchools.initiate({ name: 'meknes' }));

    expect((await onlyRequest(requests)).query['name']).toBe('meknes');
    const items = result.data?.pages[0].items ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((s) => s.city === 'Meknès' || /mekn[eè]s/i.test(s.name))).toBe(true);
  });

  it('stops paging when the backend answers with an error field (§8)', async () => {
    server.use(http.get('*/:product/api/schools_list_api', () => HttpResponse.json({ error: 'No result found' })));
    const store = createTestStore();

    const result = await store.dispatch(schoolsApi.endpoints.getSchools.initiate({ name: 'zzz' }));

    expect(result.data?.pages[0]).toEqual({ items: [], error: 'No result found' });
    expect(schoolsApi.endpoints.getSchools.select({ name: 'zzz' })(store.getState()).hasNextPage).toBe(false);
  });

  it('stops on an error field even when the page is full', async () => {
    const full = Array.from({ length: PAGE_SIZE }, (_, i) => ({ id: i + 1, name: `École ${i + 1}` }));
    server.use(http.get('*/:product/api/schools_list_api', () => HttpResponse.json({ schools: full, error: 'quota' })));
    const store = createTestStore();

    await store.dispatch(schoolsApi.endpoints.getSchools.initiate({}));

    expect(schoolsApi.endpoints.getSchools.select({})(store.getState()).hasNextPage).toBe(false);
  });

  it('reports a page that does not fit the schema as a schema error', async () => {
    server.use(http.get('*/:product/api/schools_list_api', () => HttpResponse.json({ schools: 'none' })));
    const store = createTestStore();

    const result = await store.dispatch(schoolsApi.endpoints.getSchools.initiate({}));

    expect(result.error).toMatchObject({ kind: 'schema', endpoint: 'getSchools' });
  });

  it('leaves out and reports a school that does not fit, keeping the others', async () => {
    const dropped: unknown[] = [];
    const previous = setDroppedItemReporter(({ item }) => dropped.push(item));
    server.use(
      http.get('*/:product/api/schools_list_api', () =>
        HttpResponse.json({ schools: [{ id: 'x' }, { id: 2, name: 'École Atlas', levels: [3] }] }),
      ),
    );

    const result = await createTestStore().dispatch(schoolsApi.endpoints.getSchools.initiate({}));
    setDroppedItemReporter(previous);

    expect(result.data?.pages[0]?.items.map((s) => s.name)).toEqual(['École Atlas']);
    expect(dropped).toEqual([{ id: 'x' }]);
  });

  it('reads levels and level groups sent as the objects of §3 as their ids', async () => {
    server.use(
      http.get('*/:product/api/schools_list_api', () =>
        HttpResponse.json({
          schools: [
            {
              id: 2,
              name: 'École Atlas',
              level_groups: [{ id: 1, name: 'Primaire' }],
              levels: [{ level_id: 3, name: 'CE1', group_id: 1, subjects_ids: [1] }, 4, '5'],
            },
          ],
        }),
      ),
    );

    const result = await createTestStore().dispatch(schoolsApi.endpoints.getSchools.initiate({}));

    expect(result.data?.pages[0]?.items[0]).toMatchObject({ level_groups: [1], levels: [3, 4, 5] });
  });
});

describe('getSchoolInfo', () => {
  it('sends get_school_info with the school id and the token, and returns the school with its level groups', async () => {
    const store = createTestStore({ as: 'client' });
    const requests = captureRequests();

    const result = await store.dispatch(schoolsApi.endpoints.getSchoolInfo.initiate(1));

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/schools_api',
      authorization: 'Token demo-client-token',
      query: { action: 'get_school_info', school_id: '1' },
    });
    expect(result.data).toMatchObject({
      id: 1,
      name: 'Groupe Scolaire Al Khawarizmi',
      city: 'Casablanca',
      level_groups: [1, 2, 3],
    });
    expect(result.data?.levels).toHaveLength(12);
    expect(result.data?.phone_number).toMatch(/^05 22/);
  });

  it('answers 404 as an http error for an unknown school', async () => {
    const store = createTestStore();

    const result = await store.dispatch(schoolsApi.endpoints.getSchoolInfo.initiate(99999));

    expect(result.error).toMatchObject({ kind: 'http', status: 404 });
  });
});

describe('createInactiveSchool', () => {
  const request = { name: 'École Al Irfane', city: 'Oujda', level: 4, file_url: 'data:text/plain,liste' };

  it('posts create_inactive with the fields and stores the request', async () => {
    const store = createTestStore({ as: 'client' });
    const requests = captureRequests();

    const result = await store.dispatch(schoolsApi.endpoints.createInactiveSchool.initiate(request));

    expectRequest(await onlyRequest(requests), {
      method: 'POST',
      path: '/koolskools/api/schools_api',
      authorization: 'Token demo-client-token',
      body: { action: 'create_inactive', ...request },
    });
    expect(result.data).toMatchObject({ success: true, school_request: { name: 'École Al Irfane', city: 'Oujda' } });
    // After the two requests of the seed, waiting for the admin.
    expect(getDb().shop.schoolRequests.at(-1)).toEqual(
      expect.objectContaining({ name: 'École Al Irfane', user_id: 1, level: 4, status: 'pending' }),
    );
  });

  it('is refused with 401 without a session', async () => {
    const store = createTestStore();

    const result = await store.dispatch(schoolsApi.endpoints.createInactiveSchool.initiate(request));

    expect(result.error).toMatchObject({ kind: 'http', status: 401, data: { detail: 'Invalid token.' } });
  });

  it('is refused with 400 naming the field when the file is missing', async () => {
    const store = createTestStore({ as: 'client' });

    const result = await store.dispatch(
      schoolsApi.endpoints.createInactiveSchool.initiate({ ...request, file_url: '' }),
    );

    expect(result.error).toMatchObject({
      kind: 'http',
      status: 400,
      data: { error: 'invalid_payload', fields: { file_url: 'File required' } },
    });
  });
});
