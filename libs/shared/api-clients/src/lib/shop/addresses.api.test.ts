import { captureRequests, onlyRequest } from '../../testing/capture';
import { expectRequest } from '../../testing/expect-request';
import { createTestStore } from '../../testing/test-store';
import { addressesApi } from './addresses.api';

const newAddress = {
  name: 'Chez mamie',
  address1: '12, Rue Ibn Batouta',
  address2: 'Hay Riad',
  city: 'Rabat',
  cp: '10100',
  phone_number: '06 11 22 33 44',
};

describe('getAddresses', () => {
  it('sends get_list_address with the token and returns my addresses (address_delivered)', async () => {
    const store = createTestStore({ as: 'client' });
    const requests = captureRequests();

    const result = await store.dispatch(addressesApi.endpoints.getAddresses.initiate());

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/payments_address_api',
      authorization: 'Token demo-client-token',
      query: { action: 'get_list_address' },
    });
    expect(result.data?.map((a) => a.name)).toEqual(['Maison', 'Bureau']);
    expect(result.data?.[0]).toEqual({
      id: 1,
      name: 'Maison',
      address1: expect.any(String),
      address2: expect.any(String),
      city: expect.any(String),
      cp: expect.stringMatching(/^\d{5}$/),
      phone_number: expect.any(String),
    });
  });

  it('is a 401 without a session', async () => {
    const result = await createTestStore().dispatch(addressesApi.endpoints.getAddresses.initiate());

    expect(result.error).toMatchObject({ kind: 'http', status: 401 });
  });
});

describe('getAddress', () => {
  it('sends get_address with the id', async () => {
    const store = createTestStore({ as: 'client' });
    const requests = captureRequests();

    const result = await store.dispatch(addressesApi.endpoints.getAddress.initiate(2));

    expectRequest(await onlyRequest(requests), {
      method: 'GET',
      path: '/koolskools/api/payments_address_api',
      authorization: 'Token demo-client-token',
      query: { action: 'get_address', address_id: '2' },
    });
    expect(result.data?.name).toBe('Bureau');
  });

  it("does not show another user's address (404)", async () => {
    const result = await createTestStore({ as: 'admin' }).dispatch(addressesApi.endpoints.getAddress.initiate(1));

    expect(result.error).toMatchObject({ kind: 'http', status: 404 });
  });
});

describe('createAddress', () => {
  it('posts create with the address fields and returns the new address', async () => {
    const store = createTestStore({ as: 'client' });
    const requests = captureRequests();

    const result = await store.dispatch(addressesApi.endpoints.createAddress.initiate(newAddress));

    expectRequest(await onlyRequest(requests), {
      method: 'POST',
      path: '/koolskools/api/payments_address_api',
      authorization: 'Token demo-client-token',
      body: { action: 'create', ...newAddress },
    });
    expect(result.data).toEqual({ id: expect.any(Number), ...newAddress });
  });

  it('refreshes the address list (tag invalidation)', async () => {
    const store = createTestStore({ as: 'client' });
    const list = store.dispatch(addressesApi.endpoints.getAddresses.initiate());
    await list;

    await store.dispatch(addressesApi.endpoints.createAddress.initiate(newAddress));

    await vi.waitFor(() => {
      const names = addressesApi.endpoints.getAddresses
        .select()(store.getState())
        .data?.map((a) => a.name);
      expect(names).toEqual(['Maison', 'Bureau', 'Chez mamie']);
    });
    list.unsubscribe();
  });

  it('accepts an address with only a name, and refuses one without (§5)', async () => {
    const store = createTestStore({ as: 'client' });

    const ok = await store.dispatch(addressesApi.endpoints.createAddress.initiate({ name: 'Dépôt' }));
    const refused = await store.dispatch(addressesApi.endpoints.createAddress.initiate({ ...newAddress, name: '' }));

    expect(ok.data).toMatchObject({ name: 'Dépôt', address1: '', city: '' });
    expect(refused.error).toMatchObject({ kind: 'http', status: 400, data: { fields: { name: 'Required' } } });
  });
});
