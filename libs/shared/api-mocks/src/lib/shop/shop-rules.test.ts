import { getDb } from '../core/db';
import { NO_RESULT } from '../core/paging';
import { call } from '../../testing/call';
import { AUTO_ANSWER_DELAY_MS, answerPendingDemandes } from './library-answers';

type Body = Record<string, unknown>;

describe('shop actions', () => {
  it('answers 400 unknown_action for an action the call does not have', async () => {
    const result = await call('GET', 'orders_api', { as: 'client', query: { action: 'explode' } });

    expect(result).toEqual({ status: 400, body: { error: 'unknown_action', action: 'explode' } });
  });

  it('refuses a write sent as GET (405)', async () => {
    const result = await call('GET', 'orders_api', { as: 'client', query: { action: 'remove_order', order_id: 1 } });

    expect(result.status).toBe(405);
  });

  it('accepts a read sent as POST', async () => {
    const result = await call<{ orders: unknown[] }>('POST', 'orders_api', {
      as: 'client',
      body: { action: 'get_orders_cart' },
    });

    expect(result.body.orders).toHaveLength(2);
  });
});

describe('paging and search', () => {
  it('serves pages of page_size and answers an error field past the end', async () => {
    const page = (n: number) =>
      call<Body>('GET', 'schools_list_api', { query: { action: 'get_schools', page: n, page_size: 100 } });

    const [p1, p3, p4] = await Promise.all([page(1), page(3), page(4)]);

    expect((p1.body['schools'] as unknown[]).length).toBe(100);
    expect((p3.body['schools'] as unknown[]).length).toBe(16);
    expect(p4.body).toEqual({ error: NO_RESULT });
  });

  it('searches without caring about accents or case', async () => {
    const withAccent = await call<{ schools: { id: number }[] }>('GET', 'schools_list_api', {
      query: { action: 'get_schools', name: 'FÈS' },
    });
    const without = await call<{ schools: { id: number }[] }>('GET', 'schools_list_api', {
      query: { action: 'get_schools', name: 'fes' },
    });

    expect(withAccent.body.schools.length).toBeGreaterThan(0);
    expect(withAccent.body.schools.map((s) => s.id)).toEqual(without.body.schools.map((s) => s.id));
  });
});

describe('login and registration', () => {
  it('answers success and the session user, or success false with a message', async () => {
    const ok = await call<Body>('POST', 'users_api', {
      body: { action: 'login', username: 'CLIENT', password: 'client123' },
    });
    const byEmail = await call<Body>('POST', 'users_api', {
      body: { action: 'login', username: getDb().users[0].email, password: 'client123' },
    });
    const bad = await call<Body>('POST', 'users_api', { body: { action: 'login', username: 'client', password: 'x' } });
    const inactive = await call<Body>('POST', 'users_api', {
      body: { action: 'login', username: 'inactif', password: 'inactif123' },
    });

    expect(ok.body).toMatchObject({ success: true, id: 1, token: expect.any(String), profile: { username: 'client' } });
    expect(byEmail.body['success']).toBe(true);
    expect(bad.body).toEqual({ success: false, message: "Nom d'utilisateur ou mot de passe incorrect." });
    expect(inactive.body).toMatchObject({ success: false });
  });

  it('validates the login payload (400 naming the field)', async () => {
    const result = await call('POST', 'users_api', { body: { action: 'login', username: '', password: 'x' } });

    expect(result).toMatchObject({ status: 400, body: { error: 'invalid_payload', fields: { username: 'Required' } } });
  });

  it('registers a customer whose credentials log in; numbered username when the name is taken', async () => {
    const form = {
      action: 'register',
      first_name: 'Salma',
      last_name: 'Bennani',
      email: 'salma2@example.ma',
      phone_number: '0600000000',
      password: 'abcdef',
    };

    const registered = await call<{ username: string; password: string }>('POST', 'users_api', { body: form });
    const login = await call<Body>('POST', 'users_api', { body: { action: 'login', ...registered.body } });

    expect(registered.body).toEqual({ username: 'salma.bennani', password: 'abcdef' });
    expect(login.body).toMatchObject({ success: true, account_type: 'customer', firstName: 'Salma' });
    const again = await call<{ username: string }>('POST', 'users_api', {
      body: { ...form, email: 'salma3@example.ma' },
    });
    expect(again.body.username).toBe('salma.bennani2');
  });
});

describe('orders', () => {
  it('lets a library move its own orders on the way, then delivered', async () => {
    const order = getDb().shop.orders.find((o) => o.library_id === 3 && o.status === 0);
    const id = order?.id ?? 0;

    const onTheWay = await call('POST', 'orders_api', {
      as: 'librairie',
      body: { action: 'change_status', orders: [id], status: 2 },
    });
    const delivered = await call('POST', 'orders_api', {
      as: 'librairie',
      body: { action: 'change_status', orders: [id], status: 3 },
    });
    const again = await call('POST', 'orders_api', {
      as: 'librairie',
      body: { action: 'change_status', orders: [id], status: 3 },
    });

    expect([onTheWay.status, delivered.status]).toEqual([200, 200]);
    expect(order?.status).toBe(3);
    expect(again).toMatchObject({ status: 400, body: { error: 'transition_not_allowed' } });
  });

  it("checks out only with one of the customer's own addresses", async () => {
    const cart = getDb()
      .shop.orders.filter((o) => o.user_id === 1 && o.status === -1)
      .map((o) => o.id);
    const otherAddress = getDb().shop.addresses.find((a) => a.user_id !== 1)?.id;

    const result = await call('POST', 'orders_api', {
      as: 'client',
      body: { action: 'change_status', orders: cart, address: otherAddress, status: 0 },
    });

    expect(result).toMatchObject({ status: 400, body: { fields: { address: 'Unknown address' } } });
  });
});

describe('quote requests', () => {
  it('lets libraries answer a new request after a while', async () => {
    const created = await call<{ demande: { id: number; nbr_responses: number } }>('POST', 'demandes_api', {
      as: 'client',
      body: { action: 'create_demande', fournitures_articles: [{ id: 1, quantity: 2 }], schools_levels: [[1, 1]] },
    });

    const early = answerPendingDemandes(Date.now());
    const later = answerPendingDemandes(Date.now() + AUTO_ANSWER_DELAY_MS);
    const quotes = await call<{ demandes_devis: { library: { name: string } }[] }>('GET', 'demandes_devis_api', {
      as: 'client',
      query: { action: 'get_demandes_devis', demande_id: created.body.demande.id },
    });

    expect(created.body.demande.nbr_responses).toBe(0);
    expect(early).toEqual([]);
    expect(later.map((d) => d.id)).toEqual([created.body.demande.id]);
    expect(quotes.body.demandes_devis.length).toBeGreaterThanOrEqual(1);
    expect(quotes.body.demandes_devis[0].library.name).toMatch(/^(Librairie|Papeterie)/);
  });

  it('hides other customers requests', async () => {
    const result = await call('GET', 'demandes_api', { as: 'admin', query: { action: 'get_my_demandes' } });

    expect(result.body).toEqual({ error: NO_RESULT });
  });
});

describe('uploads', () => {
  it('stores a small file as a data URL, and insists on the timestamp prefix', async () => {
    const good = new FormData();
    good.set('file', new File(['hello'], '1732262400000_note.txt', { type: 'text/plain' }));
    const bad = new FormData();
    bad.set('file', new File(['hello'], 'note.txt', { type: 'text/plain' }));

    const stored = await call<{ url: string; name: string }>('POST', '/api/assets_storage', { body: good });
    const refused = await call('POST', '/api/assets_storage', { body: bad });

    expect(stored.body).toEqual({ url: 'data:text/plain;base64,aGVsbG8=', name: '1732262400000_note.txt' });
    expect(refused.status).toBe(400);
  });
});

describe('public reads', () => {
  it('serve visitors, but refuse a stale token with 401', async () => {
    const visitor = await call('GET', 'levels');
    const stale = await call('GET', 'levels', { token: 'stale' });

    expect(visitor.status).toBe(200);
    expect(stale.status).toBe(401);
  });
});
