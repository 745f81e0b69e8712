import { delay, http, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import type * as z from 'zod/mini';
import { badRequest, invalidField } from './auth';
import { saveDb, type SeedArea } from './db';
import { storeReady } from './seed-loader';
import { getFakeBackendSettings } from './settings';

/**
 * Helpers to declare the fake backend's handlers the same way everywhere: paths that match any
 * host and product slug, request readers for JSON / form / query payloads, validation with the
 * domain schemas (400 on bad input), latency in the browser and persistence after writes.
 */

/** Path of a shop call `/{product}/api/<p>` on any host, any product slug (`:product`). */
export function shopPath(p: string): string {
  return `*/:product/api/${p.replace(/^\/+/, '')}`;
}

/** Path relative to the backend host (learning, school management, uploads), on any host. */
export function hostPath(p: string): string {
  return `*/${p.replace(/^\/+/, '')}`;
}

/** A request payload read as a plain object. */
export type Payload = Record<string, unknown>;

/** The JSON body as an object; an empty body is `{}`; anything else is a 400. */
export async function readJson(request: Request): Promise<Payload> {
  const text = await request.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest({ error: 'invalid_json' });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest({ error: 'invalid_json', detail: 'Expected a JSON object.' });
  }
  return parsed as Payload;
}

/** The multipart or url-encoded body; a body that is neither is a 400. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw badRequest({ error: 'invalid_form' });
  }
}

/** The query parameters as an object (the last value wins for repeated keys). */
export function readQuery(request: Request): Payload {
  return Object.fromEntries(new URL(request.url).searchParams.entries());
}

/**
 * The payload of an action call, whatever the method: GET sends its fields as query parameters,
 * POST as JSON or as a form (form values stay strings or Files).
 */
export async function readPayload(request: Request): Promise<Payload> {
  if (request.method === 'GET' || request.method === 'HEAD') return readQuery(request);
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await readForm(request);
    const payload: Payload = {};
    form.forEach((value, key) => {
      payload[key] = value;
    });
    return { ...readQuery(request), ...payload };
  }
  return { ...readQuery(request), ...(await readJson(request)) };
}

/**
 * Parses a payload with a domain schema, or throws a 400 `{ error: 'invalid_payload', fields }`
 * where `fields` maps each failing field path to its message (the first one per field).
 */
export function validate<S extends z.ZodMiniType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data as z.output<S>;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw badRequest({ error: 'invalid_payload', fields });
}

/**
 * Reads a whole number from a query value or JSON field; `fallback` when missing or not a whole
 * number (`null` for an optional filter: `intParam(query, 'class_id', null)`).
 */
export function intParam<F extends number | null>(payload: Payload, key: string, fallback: F): number | F {
  const value = payload[key];
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(n) ? n : fallback;
}

/** Reads an id that must be there: a positive whole number, else a 400 naming the field. */
export function requiredId(payload: Payload, key: string): number {
  const n = intParam(payload, key, null);
  if (n === null || n <= 0) throw invalidField(key, 'Required');
  return n;
}

/**
 * Reads a list of ids sent as a JSON array, a comma-separated text (`1,2,3`, how the client sends
 * GET lists) or a JSON text (`[1,2]`).
 */
export function idListParam(payload: Payload, key: string): number[] {
  const value = payload[key];
  let items: unknown[] = [];
  if (Array.isArray(value)) items = value;
  else if (typeof value === 'number') items = [value];
  else if (typeof value === 'string' && value.trim() !== '') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        items = Array.isArray(parsed) ? parsed : [];
      } catch {
        items = [];
      }
    } else items = text.split(',');
  }
  return items.map((v) => Number(v)).filter((n) => Number.isInteger(n) && n > 0);
}

/** Waits the configured latency (none in Node, a short random delay in the browser). */
export async function simulateLatency(): Promise<void> {
  const [min, max] = getFakeBackendSettings().latencyMs;
  if (max <= 0) return;
  // Latency is not seed data: real randomness is fine here.
  await delay(Math.round(min + Math.random() * (max - min)));
}

/**
 * Wraps a resolver with the latency (during which a demo page gets the store and its `areas` ready:
 * `storeReady` of seed-loader.ts; `null`: not at all), and saves the store after a successful write.
 */
export function withLatency<P extends PathParams, B extends DefaultBodyType>(
  resolver: HttpResponseResolver<P, B>,
  options: { persists: boolean; areas: readonly SeedArea[] | null },
): HttpResponseResolver<P, B> {
  return async (info) => {
    await Promise.all([simulateLatency(), options.areas && storeReady(options.areas)]);
    const response = await resolver(info);
    if (options.persists) saveDb();
    return response;
  };
}

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType>;

function route(method: 'get' | 'post' | 'put' | 'patch' | 'delete', areas: readonly SeedArea[] | null) {
  return (path: string, resolver: Resolver) =>
    http[method](path, withLatency(resolver, { persists: method !== 'get', areas }));
}

/**
 * `http.*` with the fake backend's conventions for handlers that read `areas` of the store (a demo page
 * gets them ready first; `null`: the handler does not read the store, or makes it itself: the reset):
 * latency, and persistence after every method but GET (reads never change the store). Throw an
 * HttpResponse (e.g. `throw unauthorized()`) to answer early.
 */
export function backendFor(areas: readonly SeedArea[] | null) {
  return {
    get: route('get', areas),
    post: route('post', areas),
    put: route('put', areas),
    patch: route('patch', areas),
    delete: route('delete', areas),
  };
}

/**
 * The learning platform's and school management's handlers: they read learning and school (the learning
 * handlers read the school's rows, a parent's alerts both, and the absences' relative days are kept in
 * learning), and the users and tokens, which every handler may read.
 */
export const backend = backendFor(['learning', 'school']);

/** The shop's handlers: they read the shop's area, and the users and tokens. */
export const shopBackend = backendFor(['shop']);
