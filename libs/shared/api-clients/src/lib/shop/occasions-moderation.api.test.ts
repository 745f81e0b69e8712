import { getDb, server } from '@kk/api-mocks/node';
import { http, HttpResponse } from 'msw';
import { captureRequests, onlyRequest } from '../../testing/capture';
import { expectRequest } from '../../testing/expect-request';
import { createTestStore } from '../../testing/test-store';
import { adminApi } from './admin.api';
import { occasionsApi } from './occasions.api';

/*
 * Moderation of second-hand listings (README "Assumed contract: moderation of second-hand
 * listings") against the fake backend: the admin's lists by status, publish, refuse with a reason,
 * what the seller and the public then see, and the dashboard's count.
 */

type Store = ReturnType<typeof createTestStore>;

async function adminList(store: Store, status: 'Pending' | 'Active' | 'Refused', name?: string) {
  const result = await store.dispatch(
    occasionsApi.endpoints.getAdminOccasions.initiate({ status, name }, { forceRefetch: true }),
  );
  return result.data?.pages.flatMap((p) => p.items) ?? [];
}

async function publicList(name: string) {
  const result = await createTestStore().dispatch(occasionsApi.endpoints.getOccasions.initiate({ name }));
  return result.data?.pages.flatMap((p) => p.items) ?? [];
}

/** The demo customer's listing waiting for review in the seed. */
const pendingOfClient = () => {
  const client = getDb().users.find((u) => u.username === 'client');
  const row = getDb().shop.occasions.find((o) => o.status === 'Pending' && o.user_id === client?.id);
  if (!row) throw new Error('the seed has no pending listing of the demo customer');
  return row;
};

describe('getAdminOccasions (infinite)', () => {
  it('asks for the listings waiting for review, newest first, with the seller and phone', async () => {
    const store = createTestStore({ as: 'admin' });
    const requests = captureRequests();

    const items = await adminList(store, 'Pending');

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/occasions_api',
      authorization: 'Token demo-admin-token',
      query: { action: 'get_occasions_admin', status: 'Pending', page: '1', page_size: '20' },
    });
    expect(items.length).toBe(4);
    expect(items.every((o) => o.status === 'Pending')).toBe(true);
    const dates = items.map((o) => o.date_created ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(items[0]).toMatchObject({
      level: expect.any(String),
      subject: expect.any(String),
      price: expect.any(Number),
      user: { first_name: expect.any(String), phone_number: expect.stringMatching(/^0/) },
    });
  });

  it('lists the refused ones with their reason, and searches by title or author', async () => {
    const store = createTestStore({ as: 'admin' });

    const refused = await adminList(store, 'Refused');
    const found = await adminList(store, 'Pending', 'ficelle');

    expect(refused).toEqual([
      expect.objectContaining({ status: 'Refused', refusal_reason: expect.stringMatching(/photos/i) }),
    ]);
    expect(found.map((o) => o.name)).toEqual(['La Ficelle et autres nouvelles']);
  });

  it('is refused to a customer (403)', async () => {
    const result = await createTestStore({ as: 'client' }).dispatch(
      occasionsApi.endpoints.getAdminOccasions.initiate({ status: 'Pending' }),
    );
    expect(result.error).toMatchObject({ kind: 'http', status: 403 });
  });

  it('reads a listing with an unknown status and no reason as it comes', async () => {
    server.use(
      http.get('*/:product/api/occasions_api', () =>
        HttpResponse.json({ occasions: [{ id: 7, name: 'Livre', price: '20', status: 'En revue' }] }),
      ),
    );
    const [item] = await adminList(createTestStore({ as: 'admin' }), 'Pending');
    expect(item).toMatchObject({ id: 7, name: 'Livre', price: 20, status: 'En revue' });
    expect(item.refusal_reason ?? null).toBeNull();
  });
});

describe('get_occasion of a listing not on sale', () => {
  it('is a 404 (the public call sends no token); its seller finds it in get_my_occasions', async () => {
    const id = pendingOfClient().id;
    const seller = createTestStore({ as: 'client' });

    const direct = await seller.dispatch(occasionsApi.endpoints.getOccasion.initiate(id));
    const mine = await seller.dispatch(occasionsApi.endpoints.getMyOccasions.initiate({}));

    expect(direct.error).toMatchObject({ kind: 'http', status: 404 });
    expect(mine.data?.pages[0].items.find((o) => o.id === id)).toMatchObject({ status: 'Pending' });
  });
});

describe('publishOccasion', () => {
  it('puts the listing on sale for everyone and takes it off the review list', async () => {
    const admin = createTestStore({ as: 'admin' });
    const row = pendingOfClient();
    expect((await publicList(row.name)).map((o) => o.id)).not.toContain(row.id);
    const requests = captureRequests();

    const result = await admin.dispatch(occasionsApi.endpoints.publishOccasion.initiate({ occasion_id: row.id }));

    expectRequest(await onlyRequest(requests), {
      method: 'POST',
      path: '/koolskools/api/occasions_api',
      authorization: 'Token demo-admin-token',
      body: { action: 'publish_occasion', occasion_id: row.id },
    });
    expect(result.data).toMatchObject({ id: row.id, status: 'Active' });
    expect((await adminList(admin, 'Pending')).map((o) => o.id)).not.toContain(row.id);
    expect((await publicList(row.name)).map((o) => o.id)).toContain(row.id);
  });

  it('is refused to a customer (403), and for an unknown listing (404)', async () => {
    const asClient = await createTestStore({ as: 'client' }).dispatch(
      occasionsApi.endpoints.publishOccasion.initiate({ occasion_id: pendingOfClient().id }),
    );
    const unknown = await createTestStore({ as: 'admin' }).dispatch(
      occasionsApi.endpoints.publishOccasion.initiate({ occasion_id: 99999 }),
    );
    expect(asClient.error).toMatchObject({ kind: 'http', status: 403 });
    expect(unknown.error).toMatchObject({ kind: 'http', status: 404 });
  });
});

describe('refuseOccasion', () => {
  it('refuses with the reason, which the seller reads in my books; the public never sees it', async () => {
    const admin = createTestStore({ as: 'admin' });
    const row = pendingOfClient();

    const result = await admin.dispatch(
      occasionsApi.endpoints.refuseOccasion.initiate({ occasion_id: row.id, reason: '  Photo illisible  ' }),
    );

    expect(result.data).toMatchObject({ id: row.id, status: 'Refused', refusal_reason: 'Photo illisible' });
    const mine = await createTestStore({ as: 'client' }).dispatch(occasionsApi.endpoints.getMyOccasions.initiate({}));
    expect(mine.data?.pages[0].items.find((o) => o.id === row.id)).toMatchObject({
      status: 'Refused',
      refusal_reason: 'Photo illisible',
    });
    expect((await publicList(row.name)).map((o) => o.id)).not.toContain(row.id);
  });

  it('needs a reason: 400 with a field error', async () => {
    const result = await createTestStore({ as: 'admin' }).dispatch(
      occasionsApi.endpoints.refuseOccasion.initiate({ occasion_id: pendingOfClient().id, reason: ' ' }),
    );
    expect(result.error).toMatchObject({ kind: 'http', status: 400, data: { fields: { reason: 'Reason required' } } });
    expect(pendingOfClient().status).toBe('Pending');
  });
});

describe('getDashboard: listings to review', () => {
  it('counts the listings waiting for review, and reads a backend without the count', async () => {
    const { data } = await createTestStore({ as: 'admin' }).dispatch(adminApi.endpoints.getDashboard.initiate());
    expect(data?.occasions_pending).toBe(4);

    server.use(
      http.get('*/:product/api/orders_api', () =>
        HttpResponse.json({
          orders_by_status: {},
          demandes_by_month: [],
          devis_by_month: [],
          revenue_by_month: [],
          pending_schools: 0,
        }),
      ),
    );
    const older = await createTestStore({ as: 'admin' }).dispatch(
      adminApi.endpoints.getDashboard.initiate(undefined, { forceRefetch: true }),
    );
    expect(older.data?.occasions_pending).toBeUndefined();
  });
});
