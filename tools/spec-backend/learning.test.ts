import { PRODUCT, startSpecBackend, type Reading, type SpecBackend, type SpecSpace } from './server.mts';

/**
 * The learning platform and school management as the spec-literal backend answers them: the §3
 * login, Bearer tokens checked literally, and the open shapes in each reading.
 */
let backend: SpecBackend;
beforeAll(async () => {
  backend = await startSpecBackend();
});
afterAll(() => backend.close());

async function call(space: SpecSpace, path: string, init: { token?: string; scheme?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers['authorization'] = `${init.scheme ?? 'Bearer'} ${init.token}`;
  const response = await fetch(space.baseUrl + path, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & unknown[] };
}

const LOGIN = `/api/${PRODUCT}/v1/account/login_with_token/`;

async function signIn(space: SpecSpace, username = 'eleve', password = 'eleve123') {
  const { body } = await call(space, LOGIN, { body: { username, password } });
  return body['access_token'] as string;
}

/** The items of a list answer in either reading. */
const itemsOf = (body: unknown) =>
  (Array.isArray(body) ? body : (body as { results: unknown[] }).results) as Record<string, unknown>[];

describe.each<Reading>(['literal', 'alternative'])('in the %s reading', (reading) => {
  it('signs the student in with the §3 login response, her level only in the alternative reading', async () => {
    const space = backend.space(reading);
    const { status, body } = await call(space, LOGIN, { body: { username: 'eleve', password: 'eleve123' } });

    expect(status).toBe(200);
    expect(body).toEqual({
      access_token: expect.any(String),
      user: expect.objectContaining({ id: 6, first_name: 'Yasmine', account_type: 'student' }),
    });
    const user = body['user'] as Record<string, unknown>;
    if (reading === 'literal') {
      // Exactly the fields §3 lists for the login response.
      expect(user).not.toHaveProperty('current_level');
      expect(user).not.toHaveProperty('has_children');
    } else {
      expect(user).toMatchObject({ current_level: 7, has_children: false });
    }
  });

  it('refuses a wrong password with the §3 error field', async () => {
    const space = backend.space(reading);
    const { status, body } = await call(space, LOGIN, { body: { username: 'eleve', password: 'non' } });

    expect(status).toBe(reading === 'literal' ? 400 : 200);
    expect(body['error']).toBe('invalid_credentials');
    expect(body['access_token']).toBeUndefined();
  });

  it("lists the student's homework in the reading's shapes, and keeps a toggle", async () => {
    const space = backend.space(reading);
    const token = await signIn(space);

    const { body } = await call(space, '/api/tasks/6/7/', { token });
    const [first] = itemsOf(body);
    if (reading === 'literal') {
      expect(body).toMatchObject({ count: 4, next: null, previous: null });
      expect(first).toMatchObject({
        id: 501,
        subject_id: 1,
        subject_name: 'Mathématiques',
        professor_name: 'M. Alaoui',
      });
    } else {
      expect(Array.isArray(body)).toBe(true);
      expect(first).toMatchObject({
        id: 501,
        subject: { id: 1, name: 'Mathématiques' },
        professor: { name: 'M. Alaoui' },
      });
    }

    const toggled = await call(space, '/tasks/501/toggle_validate', { token, body: { task_id: 501 } });
    expect(toggled.body['success']).toBe(true);
    const after = itemsOf((await call(space, '/api/tasks/6/7/', { token })).body);
    expect(after[0]?.['validated']).toBe(true);
  });

  it("lists the student's exams and activity with their subject and level in the reading's shape", async () => {
    const space = backend.space(reading);
    const token = await signIn(space);
    for (const path of ['/api/koolskools_exams/', '/api/koolskools_activities/']) {
      const { status, body } = await call(space, path, { token });
      expect(status).toBe(200);
      const [first] = itemsOf(body);
      if (reading === 'literal')
        expect(first).toMatchObject({ subject_id: expect.any(Number), level_id: expect.any(Number) });
      else expect(first).toMatchObject({ subject: { id: expect.any(Number), name: expect.any(String) } });
    }
  });

  it('pages the avatars as asked', async () => {
    const space = backend.space(reading);
    const token = await signIn(space);
    const { body } = await call(space, '/api/koolskools/v1/avatars/?page=2&page_size=2', { token });

    expect(itemsOf(body).map((a) => a['id'])).toEqual([3, 4]);
    if (reading === 'literal') expect(body).toMatchObject({ count: 5, next: expect.stringContaining('page=3') });
  });
});

it('lets the parent follow her child, and nobody else', async () => {
  const space = backend.space('literal');
  const parent = await signIn(space, 'parent', 'parent123');
  const client = await signIn(space, 'client', 'client123');

  expect((await call(space, '/api/tasks/6/7/', { token: parent })).status).toBe(200);
  expect((await call(space, '/api/tasks/6/7/', { token: client })).status).toBe(403);
});

it('wants the Bearer scheme on learning and school calls, and a live token', async () => {
  const space = backend.space('literal');
  const token = await signIn(space);

  expect((await call(space, '/api/challenges/', { token })).status).toBe(200);
  expect((await call(space, '/api/challenges/', { token, scheme: 'Token' })).status).toBe(401);
  expect((await call(space, '/api/classes', { token, scheme: 'Token' })).status).toBe(401);
  expect((await call(space, '/api/classes')).status).toBe(401);
  space.revokeTokens();
  expect((await call(space, '/api/challenges/', { token })).status).toBe(401);
});

it('adds, edits and deletes a school row with an action', async () => {
  const space = backend.space('alternative');
  const token = await signIn(space, 'admin', 'admin123');

  const added = await call(space, '/schools_holiday_handler', {
    token,
    body: { action: 'add', name: 'Aïd', start_date: '2027-03-20', end_date: '2027-03-21' },
  });
  const id = added.body['id'] as number;
  await call(space, '/schools_holiday_handler', { token, body: { action: 'edit', id, name: 'Aïd al-Fitr' } });
  const names = () =>
    call(space, '/schools_holiday_handler', { token }).then(({ body }) => itemsOf(body).map((h) => h['name']));
  expect(await names()).toContain('Aïd al-Fitr');

  await call(space, '/schools_holiday_handler', { token, body: { action: 'delete', id } });
  expect(await names()).not.toContain('Aïd al-Fitr');
  expect((await call(space, '/schools_holiday_handler', { token, body: { action: 'fly' } })).status).toBe(400);
});
