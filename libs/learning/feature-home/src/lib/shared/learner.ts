import type { SessionUser } from '@kk/domain';

/** The level a learner works on now, as a number, or null when none is set (§4 `current_level`). */
export function currentLevelOf(user: Pick<SessionUser, 'current_level'> | null | undefined): number | null {
  const level = user?.current_level;
  if (level === null || level === undefined || level === '') return null;
  const id = Number(level);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** True for a student account: the one with homework of its own. */
export function isStudent(user: Pick<SessionUser, 'account_type'> | null | undefined): boolean {
  return user?.account_type === 'student';
}
