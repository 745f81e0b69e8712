/** Routing, authentication and action dispatch of the spec-literal backend. */
import type { Reading } from './readings.mts';
import type { SpecState, StateUser } from './state.mts';

export interface SpecRequest {
  method: string;
  /** Path after the space prefix. */
  path: string;
  query: Record<string, string>;
  body: { json?: unknown; form?: Record<string, unknown> };
  authorization: string | null;
  state: SpecState;
  reading: Reading;
}

export interface RouteRequest extends SpecRequest {
  /** Values of the `{name}` segments of the route's path. */
  params: Record<string, string>;
}

export interface Answer {
  status?: number;
  body: unknown;
}

export interface Route {
  method: string;
  /** The path as api-calls.json writes it (`/api/tasks/{a}/{b}/`), for the coverage test. */
  pattern: string;
  match(path: string): Record<string, string> | null;
  handle(request: RouteRequest): Answer | Promise<Answer>;
}

/** An error answer (status and JSON body). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

export const badRequest = (detail: string, extra: object = {}) => new HttpError(400, { detail, ...extra });
export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });

/** A route for `pattern` (`{x}` matches one segment; `{product}` is any product slug). */
export function route(method: string, pattern: string, handle: Route['handle']): Route {
  const names: string[] = [];
  const source = pattern
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  const regex = new RegExp(`^${source}$`);
  return {
    method,
    pattern,
    match(path) {
      const found = regex.exec(path);
      if (!found) return null;
      return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]));
    },
    handle,
  };
}

/** The payload of a call: the query of a GET, the JSON body (or form fields) of a POST. */
export function payloadOf(request: SpecRequest): Record<string, unknown> {
  if (request.method === 'GET') return request.query;
  const body = request.body.json ?? request.body.form ?? {};
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** `Token <t>` (shop) or `Bearer <t>` (learning, school). */
export type Scheme = 'Token' | 'Bearer';

/**
 * The signed-in user of a request. A request that sends a token must send a live one, with the
 * call's scheme, or it gets a 401 (`{ detail: 'Invalid token.' }`, as Django REST framework says);
 * without a token the user is `null`.
 */
export function userOf(request: SpecRequest, scheme: Scheme): StateUser | null {
  const header = request.authorization;
  if (!header) return null;
  const [given, token = ''] = header.split(' ');
  if (given !== scheme) throw new HttpError(401, { detail: 'Invalid token header.' });
  const userId = request.state.tokens.get(token);
  const user = request.state.users.find((u) => u.id === userId);
  if (!user) throw new HttpError(401, { detail: 'Invalid token.' });
  return user;
}

/** The signed-in user, or a 401 when no token was sent. */
export function requireUser(request: SpecRequest, scheme: Scheme): StateUser {
  const user = userOf(request, scheme);
  if (!user) throw new HttpError(401, { detail: 'Authentication credentials were not provided.' });
  return user;
}

/** An action of a shop call (§7 "Actions carried in payloads"). */
export type ActionHandler = (request: RouteRequest, payload: Record<string, unknown>) => Answer | Promise<Answer>;

/**
 * A shop path (`/{product}/api/<name>`) for `methods`, dispatching on the payload's `action`; an
 * unknown action is a 400, as a backend that does not have it would answer.
 */
export function actionRoutes(name: string, methods: string[], actions: Record<string, ActionHandler>): Route[] {
  return methods.map((method) =>
    route(method, `/{product}/api/${name}`, (request) => {
      const payload = payloadOf(request);
      const action = typeof payload['action'] === 'string' ? payload['action'] : '';
      const handler = actions[action];
      if (!handler) throw badRequest(`Unknown action "${action}".`);
      return handler(request, payload);
    }),
  );
}

/** A number field of a payload (query texts included), or a 400. */
export function numberField(payload: Record<string, unknown>, key: string): number {
  const value = Number(payload[key]);
  if (payload[key] === undefined || payload[key] === '' || !Number.isFinite(value)) {
    throw badRequest(`Field "${key}" is required.`);
  }
  return value;
}

/** A comma-separated id list of a query (`levels_ids=1,2`), or a JSON list. */
export function idList(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number).filter(Number.isFinite);
  if (typeof value !== 'string' || value.trim() === '') return [];
  return value.split(',').map(Number).filter(Number.isFinite);
}

/** One page of `items` (§9: pages start at 1, page size 20 unless asked). */
export function page<T>(items: T[], payload: Record<string, unknown>): T[] {
  const pageNumber = Math.max(1, Number(payload['page']) || 1);
  const size = Math.max(1, Number(payload['page_size']) || 20);
  return items.slice((pageNumber - 1) * size, pageNumber * size);
}
