import { HttpResponse } from 'msw';
import { getDb } from './db';
import type { FakeUser } from './users';

/** How a request authenticates: `Authorization: Token <t>` (shop) or `Bearer <t>` (learning, school). */
export type FakeAuthScheme = 'token' | 'bearer';

/** Issues a new token for a user (login) and returns it. */
export function issueToken(userId: number): string {
  const db = getDb();
  const serial = (db.nextIds['token'] = (db.nextIds['token'] ?? 1) + 1);
  const token = `tok-${userId}-${serial.toString(36)}-${Date.now().toString(36)}`;
  db.tokens[token] = userId;
  return token;
}

/** The token of an `Authorization` header of the given scheme, or null. */
export function tokenFromRequest(request: Request, scheme: FakeAuthScheme): string | null {
  const header = request.headers.get('Authorization');
  if (!header) return null;
  const [kind, token] = header.trim().split(/\s+/, 2);
  const expected = scheme === 'token' ? 'token' : 'bearer';
  return kind?.toLowerCase() === expected && token ? token : null;
}

/** The user a request is signed in as, or null (no header, wrong scheme, unknown token). */
export function userFromRequest(request: Request, scheme: FakeAuthScheme): FakeUser | null {
  const token = tokenFromRequest(request, scheme);
  if (!token) return null;
  const userId = getDb().tokens[token];
  return getDb().users.find((u) => u.id === userId) ?? null;
}

/** 401 as Django REST framework answers it. */
export function unauthorized(): HttpResponse<{ detail: string }> {
  return HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 });
}

/** 400 with an error body. */
export function badRequest<T extends Record<string, unknown>>(body: T): HttpResponse<T> {
  return HttpResponse.json(body, { status: 400 });
}

/**
 * 400 `{ error: 'invalid_payload', fields: { <field>: <message> } }`: one field refused, in the
 * shape `validate()` answers for payloads that do not fit their schema.
 */
export function invalidField(field: string, message: string) {
  return badRequest({ error: 'invalid_payload', fields: { [field]: message } });
}

/** 403: signed in, but this account may not do that. */
export function forbidden(
  detail = 'You do not have permission to perform this action.',
): HttpResponse<{ detail: string }> {
  return HttpResponse.json({ detail }, { status: 403 });
}

/** Throws a 403 unless `user`'s account type is one of `types`. */
export function requireAccountType(user: FakeUser, ...types: FakeUser['account_type'][]): void {
  if (!types.includes(user.account_type)) throw forbidden();
}

/** 404 with a detail text. */
export function notFound(detail = 'Not found.'): HttpResponse<{ detail: string }> {
  return HttpResponse.json({ detail }, { status: 404 });
}

/**
 * The signed-in user, or throws a 401 response (MSW answers with a thrown Response), so handlers
 * read `const user = requireUser(request, 'token')`.
 */
export function requireUser(request: Request, scheme: FakeAuthScheme): FakeUser {
  const user = userFromRequest(request, scheme);
  if (!user) throw unauthorized();
  return user;
}

/**
 * For public reads that accept visitors: no header is fine (null), a header with a bad token
 * is a 401, as Django REST framework does.
 */
export function optionalUser(request: Request, scheme: FakeAuthScheme): FakeUser | null {
  if (!request.headers.get('Authorization')) return null;
  return requireUser(request, scheme);
}
