import { getDb, LEVELS, SUBJECTS } from '@kk/api-mocks/node';
import { createListingDefaults, PAGE_SIZE } from '@kk/domain';
import { captureRequests, onlyRequest } from '../../testing/capture';
import { expectRequest } from '../../testing/expect-request';
import { must } from '../../testing/must';
import { createTestStore } from '../../testing/test-store';
import { occasionsApi } from './occasions.api';

const listing = () => ({
  ...createListingDefaults(SUBJECTS, LEVELS),
  name: 'La Boîte à merveilles',
  author: 'Ahmed Sefrioui',
  editor: 'Éditions du Seuil',
  price: '35',
  original_price: '45',
  edition_year: '01/09/2022',
  images_url: ['data:image/png;base64,AAAA'],
});

describe('getOccasions (infinite)', () => {
  it('asks for the first page without a token and parses prices as numbers', async () => {
    const store = createTestStore({ as: 'client' });
    const requests = captureRequests();

    const result = await store.dispatch(occasionsApi.endpoints.getOccasions.initiate({}));

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/occasions_api_client',
      authorization: null,
      query: { action: 'get_all_occasions', page: '1', page_size: String(PAGE_SIZE) },
    });
    const first = result.data?.pages[0].items[0];
    expect(result.data?.pages[0].items).toHaveLength(PAGE_SIZE);
    expect(first).toMatchObject({ price: expect.any(Number), condition: expect.any(Number), status: 'Active' });
    expect(first?.image_url[0]).toMatch(/^data:image\/svg\+xml,/);
    expect(first?.user).toMatchObject({
      first_name: expect.any(String),
      phone_number: expect.stringMatching(/^0[67]/),
    });
  });

  it('searches by title or author and by category', async () => {
    const store = createTestStore();
    const requests = captureRequests();

    const result = await store.dispatch(
      occasionsApi.endpoints.getOccasions.initiate({ name: 'sefrioui', category: 2 }),
    );

    expect((await onlyRequest(requests)).query).toMatchObject({ name: 'sefrioui', category: '2' });
    const items = result.data?.pages[0].items ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((o) => o.author === 'Ahmed Sefrioui' && o.category === 2)).toBe(true);
  });
});

describe('getMyOccasions (infinite)', () => {
  it('sends get_my_occasions with the token and lists only my books, sold, waiting and refused ones included', async () => {
    const store = createTestStore({ as: 'client' });
    const requests = captureRequests();

    const result = await store.dispatch(occasionsApi.endpoints.getMyOccasions.initiate({}));

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/occasions_api',
      authorization: 'Token demo-client-token',
      query: { action: 'get_my_occasions', page: '1', page_size: '20' },
    });
    const items = result.data?.pages[0].items ?? [];
    expect(items).toHaveLength(5);
    expect(items.map((o) => o.status).sort()).toEqual(['Active', 'Active', 'Pending', 'Refused', 'Vendu']);
    expect(items.find((o) => o.status === 'Refused')?.refusal_reason).toMatch(/photos/i);
    expect(items.find((o) => o.status === 'Pending')?.refusal_reason).toBeNull();
    expect(occasionsApi.endpoints.getMyOccasions.select({})(store.getState()).hasNextPage).toBe(false);
  });

  it('is a 401 without a session', async () => {
    const result = await createTestStore().dispatch(occasionsApi.endpoints.getMyOccasions.initiate({}));

    expect(result.error).toMatchObject({ kind: 'http', status: 401 });
  });
});

describe('getOccasion', () => {
  it('reads one listing by id, without a token', async () => {
    const store = createTestStore();
    const requests = captureRequests();

    const result = await store.dispatch(occasionsApi.endpoints.getOccasion.initiate(1));

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/occasions_api_client',
      authorization: null,
      query: { action: 'get_occasion', occasion_id: '1' },
    });
    expect(result.data).toMatchObject({ id: 1, name: getDb().shop.occasions[0].name, user: { first_name: 'Salma' } });
  });
});

describe('createOccasion', () => {
  it('posts create_occasion with the form fields', async () => {
    const store = createTestStore({ as: 'client' });
    const requests = captureRequests();

    const result = await store.dispatch(occasionsApi.endpoints.createOccasion.initiate(listing()));

    expectRequest(await onlyRequest(requests), {
      method: 'POST',
      path: '/koolskools/api/occasions_api',
      authorization: 'Token demo-client-token',
      body: { action: 'create_occasion', ...listing() },
    });
    expect(result.data).toMatchObject({
      name: 'La Boîte à merveilles',
      price: 35,
      original_price: 45,
      condition: 0,
      category: 1,
      subject: SUBJECTS[0].name,
      level: LEVELS[0].name,
      status: 'Pending',
    });
  });

  it('puts the new book in my books as waiting for review, not yet in all books (tags)', async () => {
    // Arrange: both lists loaded and watched
    const store = createTestStore({ as: 'client' });
    const all = store.dispatch(occasionsApi.endpoints.getOccasions.initiate({}));
    const mine = store.dispatch(occasionsApi.endpoints.getMyOccasions.initiate({}));
    await Promise.all([all, mine]);

    // Act
    const created = must(
      await store.dispatch(occasionsApi.endpoints.createOccasion.initiate({ ...listing(), name: 'Antigone' })).unwrap(),
    );
    await vi.waitFor(() => {
      const myItems = occasionsApi.endpoints.getMyOccasions.select({})(store.getState()).data?.pages[0].items ?? [];
      expect(myItems.map((o) => o.id)).toContain(created.id);
    });

    // Assert
    const myItems = occasionsApi.endpoints.getMyOccasions.select({})(store.getState()).data?.pages[0].items ?? [];
    expect(myItems.find((o) => o.id === created.id)).toMatchObject({ name: 'Antigone', status: 'Pending' });
    const allItems = occasionsApi.endpoints.getOccasions.select({})(store.getState()).data?.pages[0].items ?? [];
    expect(allItems.map((o) => o.id)).not.toContain(created.id);
    all.unsubscribe();
    mine.unsubscribe();
  });

  it('is refused with 400 when the title is empty', async () => {
    const store = createTestStore({ as: 'client' });

    const result = await store.dispatch(occasionsApi.endpoints.createOccasion.initiate({ ...listing(), name: ' ' }));

    expect(result.error).toMatchObject({ kind: 'http', status: 400, data: { fields: { name: 'Name required' } } });
  });

  it('is refused with 401 for a visitor (the form keeps a draft instead, §4)', async () => {
    const result = await createTestStore().dispatch(occasionsApi.endpoints.createOccasion.initiate(listing()));

    expect(result.error).toMatchObject({ kind: 'http', status: 401 });
  });
});
