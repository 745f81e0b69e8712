import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { issueToken, type StateUser } from './state.mts';
import { NO_SUCH_CALL, PRODUCT, READINGS, startSpecBackend, type SpecBackend, type SpecSpace } from './server.mts';

/**
 * The spec-literal backend serves every call of api-calls.json (spec §7), with the call's method and
 * its token scheme: no call of the spec is answered "no such call" or "method not allowed", and a
 * token sent with the wrong scheme is refused.
 */
interface ApiCall {
  id: number;
  api: 'shop' | 'learning' | 'school';
  method: string;
  path: string;
  auth: 'none' | 'token' | 'bearer';
}

/** The api-clients' copy of the spec's numbered calls (its own test keeps it equal to the spec's). */
const API_CALLS = path.resolve(import.meta.dirname, '../../libs/shared/api-clients/src/catalogue/api-calls.json');

const calls = (JSON.parse(readFileSync(API_CALLS, 'utf8')) as { calls: ApiCall[] }).calls;

const firstUser = (space: SpecSpace) => space.state.users[0] as StateUser;

let backend: SpecBackend;
beforeAll(async () => {
  backend = await startSpecBackend();
});
afterAll(() => backend.close());

function urlOf(baseUrl: string, call: ApiCall): string {
  return baseUrl + call.path.replace('{product}', PRODUCT).replace(/\{\w+\}/g, '1');
}

describe.each(READINGS)('in the %s reading', (reading) => {
  it.each(calls.map((call) => [call.id, call.method, call.path, call] as const))(
    'serves call %i (%s %s)',
    async (_id, method, _path, call) => {
      const space = backend.space(reading);
      const user = firstUser(space);
      const token = issueToken(space.state, user);
      const scheme = call.auth === 'bearer' ? 'Bearer' : 'Token';
      const response = await fetch(urlOf(space.baseUrl, call), {
        method,
        headers: { authorization: `${scheme} ${token}`, 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      const body = (await response.json()) as { detail?: string };

      expect(response.status).not.toBe(405);
      expect(response.status === 404 && body.detail === NO_SUCH_CALL).toBe(false);
    },
  );
});

it('refuses a token sent with the other scheme', async () => {
  const space = backend.space('literal');
  const token = issueToken(space.state, firstUser(space));
  const url = `${space.baseUrl}/${PRODUCT}/api/orders_api?action=get_my_orders`;

  const good = await fetch(url, { headers: { authorization: `Token ${token}` } });
  const wrong = await fetch(url, { headers: { authorization: `Bearer ${token}` } });

  expect(good.status).toBe(200);
  expect(wrong.status).toBe(401);
});

it('ends a revoked token with a 401', async () => {
  const space = backend.space('literal');
  const token = issueToken(space.state, firstUser(space));
  space.revokeTokens();

  const response = await fetch(`${space.baseUrl}/${PRODUCT}/api/orders_api?action=get_orders_cart`, {
    headers: { authorization: `Token ${token}` },
  });

  expect(response.status).toBe(401);
});
