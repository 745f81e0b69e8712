import type { SessionUser } from '@kk/domain';

/** The level a learner works on now, as a number, or null when none is set (§4 `current_level`). */
export function currentLevelOf(user: Pick<SessionUser, 'current_level'> | null | undefined): number | null {
  const level = user?.current_level;
  if (level === null || level === undefined || level === '') return null;
  const id = Number(level);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A route parameter read as a positive whole number, or null. */
export function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A value set inside a sentence in its own direction (Unicode first-strong isolate): a French
 * chapter title in an Arabic sentence keeps its words and punctuation in place.
 */
export function isolate(value: string | number): string {
  return `\u2068${value}\u2069`;
}
