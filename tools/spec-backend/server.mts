/**
 * The spec-literal backend (issue 13): a small HTTP server that answers the shop's and the learning
 * platform's calls (spec §3 and §7, numbered in `shared/spec/api-calls.json`) in the shapes the spec
 * states, and in the other readings it allows, written from the spec alone: it imports nothing from
 * the fake backend (`@kk/api-mocks`), whose handlers were written together with the clients.
 *
 * One server serves many independent *spaces*: each test opens its own (`backend.space(reading)`),
 * with its own state, its own tokens and one reading of every open shape, at its own base URL
 * (`http://127.0.0.1:<port>/<space>`), which the test gives the production build as its
 * `apiBaseUrl`. Requests are answered with CORS headers (the app's origin is not the server's) and
 * their tokens are checked literally: `Authorization: Token <t>` on the shop's token calls,
 * `Authorization: Bearer <t>` on the learning and school calls.
 *
 * Faults are not this server's business: the fault-matrix specs put them in front of it with
 * Playwright's `page.route` (a 500, a garbled body, a refused connection, an answer that never
 * comes), and a token is revoked here (`space.revokeTokens()`) for a real 401 mid-session.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { learningRoutes } from './learning.mts';
import { schoolRoutes } from './school.mts';
import { shopRoutes } from './shop.mts';
import { createState, type SpecState } from './state.mts';
import { READINGS, type Reading } from './readings.mts';
import { HttpError, type Route, type SpecRequest } from './routes.mts';

export { READINGS, type Reading } from './readings.mts';

/** The `detail` of a 404 for a path the server does not serve (a missing entity says otherwise). */
export const NO_SUCH_CALL = 'No such call.';

/** The product slug the spaces are configured with (`/{product}/api/…`). */
export const PRODUCT = 'koolskools';

/** One request as the server saw it (for assertions on what the app sent). */
export interface SeenRequest {
  method: string;
  /** Path after the space's prefix, e.g. `/koolskools/api/orders_api`. */
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
}

/** One test's backend: its state, its reading and the base URL to configure the app with. */
export interface SpecSpace {
  id: string;
  reading: Reading;
  /** `apiBaseUrl` of the app's `config.json`. */
  baseUrl: string;
  state: SpecState;
  /** Every request answered, oldest first. */
  seen: SeenRequest[];
  /** Makes every token issued so far invalid: the next call that sends one gets a 401. */
  revokeTokens(): void;
}

export interface SpecBackend {
  origin: string;
  /** Opens a new space with fresh seeded state, answering with `reading`. */
  space(reading: Reading): SpecSpace;
  close(): Promise<void>;
}

const ROUTES: Route[] = [...shopRoutes, ...learningRoutes, ...schoolRoutes];

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};

/** Starts the server on a free loopback port. */
export async function startSpecBackend(): Promise<SpecBackend> {
  const spaces = new Map<string, SpecSpace>();
  let counter = 0;
  const server = createServer((req, res) => {
    void answer(req, res, spaces).catch((error: unknown) => {
      send(res, 500, { detail: error instanceof Error ? error.message : 'Server error' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    space(reading) {
      if (!READINGS.includes(reading)) throw new Error(`Unknown reading ${reading}`);
      counter += 1;
      const id = `s${counter}-${reading}`;
      const state = createState(reading);
      const space: SpecSpace = {
        id,
        reading,
        baseUrl: `${origin}/${id}`,
        state,
        seen: [],
        revokeTokens: () => state.tokens.clear(),
      };
      spaces.set(id, space);
      return space;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function answer(req: IncomingMessage, res: ServerResponse, spaces: Map<string, SpecSpace>): Promise<void> {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://spec.local');
  const [, spaceId = '', ...rest] = url.pathname.split('/');
  const space = spaces.get(spaceId);
  if (!space) return send(res, 404, { detail: 'Unknown space.' });
  const path = `/${rest.join('/')}`;
  const query = Object.fromEntries(url.searchParams);
  let body: SpecRequest['body'];
  try {
    body = await readBody(req);
  } catch (error) {
    if (error instanceof HttpError) return send(res, error.status, error.body);
    throw error;
  }
  const request: SpecRequest = {
    method: req.method ?? 'GET',
    path,
    query,
    body,
    authorization: req.headers.authorization ?? null,
    state: space.state,
    reading: space.reading,
  };
  space.seen.push({
    method: request.method,
    path,
    query,
    body: body.json ?? body.form,
    authorization: request.authorization,
  });
  for (const route of ROUTES) {
    if (route.method !== request.method) continue;
    const params = route.match(path);
    if (!params) continue;
    try {
      const result = await route.handle({ ...request, params });
      return send(res, result.status ?? 200, result.body);
    } catch (error) {
      if (error instanceof HttpError) return send(res, error.status, error.body);
      throw error;
    }
  }
  const known = ROUTES.some((route) => route.match(path));
  return send(res, known ? 405 : 404, { detail: known ? 'Method not allowed.' : NO_SUCH_CALL });
}

/** The request body: JSON, or the fields and files of a multipart form (uploads). */
async function readBody(req: IncomingMessage): Promise<SpecRequest['body']> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  if (raw.length === 0) return {};
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await new Request('http://spec.local', {
      method: 'POST',
      headers: { 'content-type': type },
      body: raw,
    }).formData();
    const fields: Record<string, string | { name: string; size: number; type: string }> = {};
    for (const [key, value] of form) {
      fields[key] = typeof value === 'string' ? value : { name: value.name, size: value.size, type: value.type };
    }
    return { form: fields };
  }
  try {
    return { json: JSON.parse(raw.toString('utf8')) as unknown };
  } catch {
    throw new HttpError(400, { detail: 'JSON parse error.' });
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
}
