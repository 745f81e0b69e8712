import type { Challenge } from '@kk/domain';

/** Where a challenge stands for the child: to take up today, under way, or over. */
export type ChallengeGroup = 'today' | 'ongoing' | 'done';

/** True once the child played the challenge (`played`, or points when the backend does not say). */
export function hasPlayed(challenge: Pick<Challenge, 'played' | 'score'>): boolean {
  return challenge.played ?? challenge.score > 0;
}

/**
 * The group of a challenge on `now`: over once its end has passed or the backend says it is
 * (`completed`, `expired`); else to take up when the child has not played it yet, under way when
 * they have.
 */
export function challengeGroup(
  challenge: Pick<Challenge, 'status' | 'end_date' | 'played' | 'score'>,
  now: number,
): ChallengeGroup {
  const end = Date.parse(challenge.end_date);
  if (challenge.status !== 'active' || (Number.isFinite(end) && end < now)) return 'done';
  return hasPlayed(challenge) ? 'ongoing' : 'today';
}

/** True when the challenge is a daily one that started on `now`'s day (local time). */
export function isTodaysDaily(challenge: Pick<Challenge, 'kind' | 'start_date'>, now: number): boolean {
  if (challenge.kind !== 'daily') return false;
  const start = new Date(challenge.start_date);
  const today = new Date(now);
  return (
    start.getFullYear() === today.getFullYear() &&
    start.getMonth() === today.getMonth() &&
    start.getDate() === today.getDate()
  );
}
