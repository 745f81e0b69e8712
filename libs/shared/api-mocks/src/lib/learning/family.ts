import { forbidden } from '../core/auth';
import { getDb } from '../core/db';
import type { FakeUser } from '../core/users';
import type { FriendRow } from './state';

/** True when a parent account has `childId` among its children (their friend requests wait for it). */
export function hasParentAccount(childId: number): boolean {
  return getDb().users.some((u) => u.account_type === 'parent' && (u.children ?? []).includes(childId));
}

/**
 * The child `childId` of the signed-in `parent`, or throws a 403 (MSW answers a thrown Response):
 * another account type, or a child that is not theirs (assumed contract: the parents' space).
 */
export function requireOwnChild(parent: FakeUser, childId: unknown): FakeUser {
  const id = Number(childId);
  const child =
    parent.account_type === 'parent' && (parent.children ?? []).includes(id)
      ? getDb().users.find((u) => u.id === id)
      : undefined;
  if (!child) throw forbidden('This child is not one of yours.');
  return child;
}

/** True while `childId`'s parent has not approved the pending request `row` (sent by or to the child). */
export function awaitsParentOf(row: FriendRow, childId: number): boolean {
  return row.status === 'pending' && (row.awaiting ?? []).includes(childId);
}

/** Who must approve a new request from `ownerId` to `userId`: those of the two who have a parent account. */
export function approversOf(ownerId: number, userId: number): number[] | undefined {
  const awaiting = [ownerId, userId].filter(hasParentAccount);
  return awaiting.length ? awaiting : undefined;
}
