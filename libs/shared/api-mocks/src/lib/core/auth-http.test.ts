import { http, HttpResponse } from 'msw';
import { call } from '../../testing/call';
import { server } from '../../node';
import { demoAccount, DEMO_ACCOUNTS } from './users';
import { issueToken, userFromRequest } from './auth';
import { backend, hostPath, idListParam, readPayload, shopPath } from './http';

describe('auth', () => {
  it('finds the user of a Token header, and nobody for a wrong scheme or token', () => {
    const token = demoAccount('client').token;
    const req = (value: string) => new Request('http://x/', { headers: { Authorization: value } });

    expect(userFromRequest(req(`Token ${token}`), 'token')?.username).toBe('client');
    expect(userFromRequest(req(`Bearer ${token}`), 'token')).toBeNull();
    expect(userFromRequest(req(`Bearer ${token}`), 'bearer')?.username).toBe('client');
    expect(userFromRequest(req('Token nope'), 'token')).toBeNull();
  });

  it('issues working tokens', () => {
    const token = issueToken(2);

    expect(
      userFromRequest(new Request('http://x/', { headers: { Authorization: `Token ${token}` } }), 'token')?.username,
    ).toBe('admin');
  });

  it('answers 401 { detail: "Invalid token." } on a signed-in call without a valid token', async () => {
    const missing = await call('GET', 'orders_api', { query: { action: 'get_my_orders' } });
    const wrongScheme = await call('GET', 'orders_api', {
      as: 'client',
      scheme: 'Bearer',
      query: { action: 'get_my_orders' },
    });

    expect(missing).toEqual({ status: 401, body: { detail: 'Invalid token.' } });
    expect(wrongScheme.status).toBe(401);
  });

  it('lists one demo account of every account type', () => {
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.account_type))).toEqual(
      new Set(['customer', 'ad', 'li', 'sc_ad', 'student', 'parent', 'professor']),
    );
  });
});

describe('http helpers', () => {
  it('reads GET fields from the query, POST fields from JSON or a form', async () => {
    const get = await readPayload(new Request('http://x/a?action=get&page=2'));
    const json = await readPayload(
      new Request('http://x/a', {
        method: 'POST',
        body: '{"action":"create","n":1}',
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const form = new FormData();
    form.set('action', 'upload');
    const multipart = await readPayload(new Request('http://x/a', { method: 'POST', body: form }));

    expect(get).toEqual({ action: 'get', page: '2' });
    expect(json).toEqual({ action: 'create', n: 1 });
    expect(multipart).toEqual({ action: 'upload' });
  });

  it('reads id lists sent as arrays, comma lists or JSON text', () => {
    expect(idListParam({ a: [1, '2'] }, 'a')).toEqual([1, 2]);
    expect(idListParam({ a: '3,4' }, 'a')).toEqual([3, 4]);
    expect(idListParam({ a: '[5,6]' }, 'a')).toEqual([5, 6]);
    expect(idListParam({}, 'a')).toEqual([]);
  });

  it('matches shop paths on any host and product, host paths on any host', async () => {
    server.use(
      backend.get(shopPath('ping'), ({ params }) => HttpResponse.json({ product: params['product'] })),
      backend.get(hostPath('pong'), () => HttpResponse.json({ ok: true })),
    );

    const shop = await fetch('https://api.example.ma/ecole/api/ping').then((r) => r.json());
    const host = await fetch('http://localhost/pong').then((r) => r.json());

    expect(shop).toEqual({ product: 'ecole' });
    expect(host).toEqual({ ok: true });
  });

  it('answers 400 on a body that is not JSON', async () => {
    server.use(http.post('*/echo', async ({ request }) => HttpResponse.json(await readPayload(request))));

    const response = await fetch('http://localhost/echo', {
      method: 'POST',
      body: '{oops',
      headers: { 'Content-Type': 'application/json' },
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_json' });
  });

  it('resets the demo data through POST /__fake_backend/reset', async () => {
    await call('POST', 'payments_address_api', { as: 'client', body: { action: 'create', name: 'Temp' } });

    const reset = await call('POST', '/__fake_backend/reset');
    const list = await call<{ address_delivered: unknown[] }>('GET', 'payments_address_api', {
      as: 'client',
      query: { action: 'get_list_address' },
    });

    expect(reset.body).toEqual({ success: true });
    expect(list.body.address_delivered).toHaveLength(2);
  });
});
