import { forbidden } from './auth';
import { getDb } from './db';
import { intParam, type Payload } from './http';
import type { FakeUser } from './users';

/** The 403 detail of a read about a child who is not the signed-in parent's. */
export const NOT_YOUR_CHILD = 'This child is not one of yours.';

/**
 * The child a parent's read is about (assumed contract, "A child's school data"): the account named
 * by `child_id`, or null when the query names none. Throws a 403 when the id is not one of the
 * parent's children. Other account types get null (their reads ignore `child_id`).
 */
export function chosenChild(user: FakeUser, query: Payload): FakeUser | null {
  if (user.account_type !== 'parent') return null;
  const childId = intParam(query, 'child_id', null);
  if (childId === null) return null;
  const child = (user.children ?? []).includes(childId) ? getDb().users.find((u) => u.id === childId) : undefined;
  if (!child) throw forbidden(NOT_YOUR_CHILD);
  return child;
}

/** Whose rows a learning read answers: a parent's chosen child, else the signed-in user. */
export function learnerOf(user: FakeUser, query: Payload): FakeUser {
  return chosenChild(user, query) ?? user;
}
