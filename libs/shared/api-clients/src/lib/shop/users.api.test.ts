import { getDb, server } from '@kk/api-mocks/node';
import { stripVerificationMarkers } from '@kk/domain';
import { http, HttpResponse } from 'msw';
import { serverMessage } from '../core/errors';
import { captureRequests, onlyRequest } from '../../testing/capture';
import { expectRequest } from '../../testing/expect-request';
import { createTestStore, setTestToken } from '../../testing/test-store';
import { usersApi } from './users.api';

describe('login', () => {
  it('posts action login with the credentials and returns the session user with a fresh token', async () => {
    // Arrange
    const store = createTestStore();
    const requests = captureRequests();

    // Act
    const result = await store.dispatch(
      usersApi.endpoints.login.initiate({ username: 'client', password: 'client123' }),
    );

    // Assert
    expectRequest(await onlyRequest(requests), {
      method: 'POST',
      path: '/koolskools/api/users_api',
      authorization: null,
      body: { action: 'login', username: 'client', password: 'client123' },
    });
    expect(result.data).toMatchObject({
      id: 1,
      firstName: 'Salma',
      lastName: 'Bennani',
      account_type: 'customer',
      name: 'Salma Bennani',
      has_children: false,
      profile: { username: 'client', is_school_admin: false, email: expect.stringContaining('@') },
    });
    expect(result.data?.token).toMatch(/^tok-1-/);
    expect(result.data).not.toHaveProperty('success');
  });

  it('reads the §3 reading of the answer too: { success, access_token, user }', async () => {
    server.use(
      http.post('*/:product/api/users_api', () =>
        HttpResponse.json({
          success: true,
          access_token: 'abc',
          user: { id: 9, first_name: 'Salma', last_name: 'Bennani', account_type: 'customer', username: 'client' },
        }),
      ),
    );

    const result = await createTestStore().dispatch(
      usersApi.endpoints.login.initiate({ username: 'client', password: 'client123' }),
    );

    expect(result.data).toMatchObject({ token: 'abc', id: 9, name: 'Salma Bennani', profile: { username: 'client' } });
  });

  it('gives the library account type for a library (redirect to /library/demandes)', async () => {
    const result = await createTestStore().dispatch(
      usersApi.endpoints.login.initiate({ username: 'librairie', password: 'librairie123' }),
    );

    expect(result.data).toMatchObject({ account_type: 'li', name: 'Librairie Al Maarifa' });
  });

  it('turns a refused login into an app error carrying the server text', async () => {
    const result = await createTestStore().dispatch(
      usersApi.endpoints.login.initiate({ username: 'client', password: 'wrong' }),
    );

    expect(result.error).toMatchObject({
      kind: 'app',
      endpoint: 'login',
      message: "Nom d'utilisateur ou mot de passe incorrect.",
    });
    expect(serverMessage(result.error)).toBe("Nom d'utilisateur ou mot de passe incorrect.");
  });

  it('keeps the not-verified markers in the message, for the UI to strip (§8)', async () => {
    const store = createTestStore();

    const mail = await store.dispatch(
      usersApi.endpoints.login.initiate({ username: 'nonverifie', password: 'nonverifie123' }),
    );
    const phone = await store.dispatch(
      usersApi.endpoints.login.initiate({ username: 'telnonverifie', password: 'telnonverifie123' }),
    );

    const mailText = serverMessage(mail.error) ?? '';
    const phoneText = serverMessage(phone.error) ?? '';
    expect(mailText).toContain('mail_not_yet_verified');
    expect(phoneText).toContain('phone_not_yet_verified');
    expect(stripVerificationMarkers(mailText)).toBe(
      "Votre adresse e-mail n'est pas encore vérifiée : consultez le message d'activation.",
    );
  });

  it('refetches user data after signing in (tags)', async () => {
    const store = createTestStore({ as: 'client' });
    const requests = captureRequests();
    const { ordersApi } = await import('./orders.api');
    const cart = store.dispatch(ordersApi.endpoints.getCart.initiate());
    await cart;

    const user = await store
      .dispatch(usersApi.endpoints.login.initiate({ username: 'client', password: 'client123' }))
      .unwrap();
    store.dispatch(setTestToken(user.token));

    await vi.waitFor(async () => {
      expect((await requests()).filter((r) => r.query['action'] === 'get_orders_cart')).toHaveLength(2);
    });
    cart.unsubscribe();
  });
});

describe('register', () => {
  const form = {
    first_name: 'Aya',
    last_name: 'El Fassi',
    email: 'aya.elfassi@gmail.com',
    phone_number: '06 12 34 56 78',
    password: 'secret12',
    image: null,
  };

  it('posts action register, gets username and password back, which then log in', async () => {
    const store = createTestStore();
    const requests = captureRequests();

    const registered = await store.dispatch(usersApi.endpoints.register.initiate(form)).unwrap();
    const session = await store.dispatch(usersApi.endpoints.login.initiate(registered)).unwrap();

    const [registerRequest] = await requests();
    expectRequest(registerRequest, {
      method: 'POST',
      path: '/koolskools/api/users_api',
      authorization: null,
      body: { action: 'register', ...form },
    });
    expect(registered).toEqual({ username: 'aya.elfassi', password: 'secret12' });
    expect(session).toMatchObject({ firstName: 'Aya', lastName: 'El Fassi', account_type: 'customer' });
  });

  it('refuses an e-mail already used with the dictionary message', async () => {
    const store = createTestStore();
    const taken = getDb().users[0].email;

    const result = await store.dispatch(usersApi.endpoints.register.initiate({ ...form, email: taken }));

    expect(result.error).toMatchObject({ kind: 'http', status: 400, data: { error: 'This username already exists!' } });
  });

  it('refuses a password of 5 characters (§5)', async () => {
    const result = await createTestStore().dispatch(
      usersApi.endpoints.register.initiate({ ...form, password: '12345' }),
    );

    expect(result.error).toMatchObject({
      kind: 'http',
      status: 400,
      data: { fields: { password: 'Password must be greater than 5 character' } },
    });
  });

  it('reports a 200 answer with an error field as an app error', async () => {
    server.use(http.post('*/:product/api/users_api', () => HttpResponse.json({ error: 'Captcha Invalid' })));

    const result = await createTestStore().dispatch(usersApi.endpoints.register.initiate(form));

    expect(result.error).toMatchObject({ kind: 'app', message: 'Captcha Invalid' });
  });
});

describe('updateProfile', () => {
  const update = {
    first_name: 'Salma',
    last_name: 'Bennani-Tazi',
    email: 'salma.bt@gmail.com',
    phone_number: '06 00 00 00 01',
    image_url: null,
  };

  it('posts to profile_edit with the token and returns the updated user', async () => {
    const store = createTestStore({ as: 'client' });
    const requests = captureRequests();

    const result = await store.dispatch(usersApi.endpoints.updateProfile.initiate(update));

    expectRequest(await onlyRequest(requests), {
      method: 'POST',
      path: '/koolskools/api/profile_edit',
      authorization: 'Token demo-client-token',
      body: { action: 'update', ...update },
    });
    expect(result.data).toEqual(update);
    expect(getDb().users[0]).toMatchObject({ last_name: 'Bennani-Tazi', email: 'salma.bt@gmail.com' });
  });

  it('is a 401 without a session', async () => {
    const result = await createTestStore().dispatch(usersApi.endpoints.updateProfile.initiate(update));

    expect(result.error).toMatchObject({ kind: 'http', status: 401 });
  });
});
