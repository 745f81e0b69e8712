import type { ChallengeKind } from '@kk/domain';
import type { SeedContext } from '../core/seed-context';
import type { ChallengeRow, LearningState } from './state';

/** How many days of points the history keeps (four weeks before today). */
export const CHALLENGE_HISTORY_DAYS = 28;

/**
 * When each kind of challenge runs, in days from today: today's daily challenge is open, a duel
 * and a group challenge are under way, the class and superhero challenges are over (with results).
 */
const CHALLENGE_DAYS: Record<ChallengeKind, { start: number; end: number }> = {
  daily: { start: 0, end: 0 },
  peer: { start: -1, end: 2 },
  group: { start: -3, end: 4 },
  class: { start: -12, end: -5 },
  superhero: { start: -20, end: -13 },
};

/**
 * Gives the seeded challenges their place around today and their players, and every student a
 * points history and a leaderboard choice:
 *
 * - each challenge runs on the days of {@link CHALLENGE_DAYS} (computed against today when served);
 * - a duel (`peer`) has two players: a student and the next one of their level; the demo student's
 *   duel waits for him (his opponent played, he has not);
 * - today's daily challenge is not played yet by the demo student; the group challenge is;
 * - those who played an active challenge are those with points; everyone played the finished ones
 *   (the class challenge puts the demo student in the middle of the leaderboard);
 * - about half the students show their name on leaderboards, the demo student not yet;
 * - 28 days of points per student; the demo student played each of the last four days.
 */
export function seedChallengeProgress(state: LearningState, { rng, users }: SeedContext): LearningState {
  const students = users.filter((u) => u.account_type === 'student');
  const demo = students.find((s) => s.username === 'eleve');
  const challenges = state.challenges.map((row): ChallengeRow => {
    const days = CHALLENGE_DAYS[row.kind];
    let scores = { ...row.scores };
    const level = students.filter((s) => s.level_id === row.level_id);
    if (row.kind === 'peer' && level.length >= 2) {
      const first = demo && demo.level_id === row.level_id ? demo : level[0];
      const opponent = level.find((s) => s.id !== first.id) ?? level[1];
      scores = { [first.id]: 0, [opponent.id]: Math.max(10, scores[String(opponent.id)] ?? 0) };
    }
    if (demo && demo.level_id === row.level_id) {
      const key = String(demo.id);
      // The demo level has few students: classmates of other levels join its challenges (a duel
      // stays two), so its leaderboards have neighbours above and below and a tail.
      if (row.kind !== 'peer') {
        const guests = rng.sample(
          students.filter((s) => s.is_active && !(String(s.id) in scores)),
          row.kind === 'group' ? 4 : 10,
        );
        for (const guest of guests) {
          scores[String(guest.id)] = days.end >= 0 && rng.chance(0.4) ? 0 : rng.int(1, row.max_score);
        }
      }
      if (row.kind === 'daily') scores[key] = 0;
      if (row.kind === 'group') scores[key] = Math.max(scores[key] ?? 0, Math.round(row.max_score * 0.6));
      if (row.kind === 'class') {
        const others = Object.entries(scores)
          .filter(([id]) => id !== key)
          .map(([, score]) => score)
          .sort((a, b) => b - a);
        // Between the third and the fourth best, one point above the fourth: neighbours on both sides.
        scores[key] = Math.min(row.max_score, (others[3] ?? 0) + 1);
        if (scores[key] >= (others[2] ?? row.max_score)) scores[key] = others[2] ?? row.max_score;
      }
      if (row.kind === 'superhero') scores[key] = row.max_score;
    }
    const ended = days.end < 0;
    const playedBy = Object.entries(scores)
      .filter(([, score]) => ended || score > 0)
      .map(([id]) => Number(id));
    return {
      ...row,
      scores,
      start_day: days.start,
      end_day: days.end,
      played_by: playedBy,
    };
  });

  const leaderboardNames: Record<string, boolean> = {};
  const challengeDays: Record<string, number[]> = {};
  for (const student of students) {
    leaderboardNames[String(student.id)] = student.id !== demo?.id && rng.chance(0.5);
    const history = Array.from({ length: CHALLENGE_HISTORY_DAYS }, () => (rng.chance(0.6) ? rng.int(1, 8) * 5 : 0));
    if (student.id === demo?.id) {
      // Played each of the last four days (a series of 4), not the day before.
      for (let i = 1; i <= 4; i++) history[CHALLENGE_HISTORY_DAYS - i] = rng.int(2, 8) * 5;
      history[CHALLENGE_HISTORY_DAYS - 5] = 0;
    }
    challengeDays[String(student.id)] = history;
  }

  return { ...state, challenges, leaderboardNames, challengeDays };
}
