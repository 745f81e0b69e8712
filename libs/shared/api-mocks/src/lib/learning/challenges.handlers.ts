import {
  challengeBlockPayloadSchema,
  challengeLeaderboardSettingsSchema,
  CHALLENGE_KINDS,
  type ChallengeKind,
} from '@kk/domain';
import { HttpResponse } from 'msw';
import { notFound, requireUser } from '../core/auth';
import { getDb } from '../core/db';
import { backend, hostPath, readJson, readQuery, validate } from '../core/http';
import type { FakeUser } from '../core/users';
import { seedSubject } from '../seed/reference-lists';
import { challengeView, currentLevelOf, dayFromToday, exerciseView } from './views';
import type { ChallengeRow } from './state';

/** The user's points per day, oldest first, ending today (today: the scores of today's challenges). */
function pointsPerDay(user: FakeUser, mine: readonly ChallengeRow[]): { date: string; points: number }[] {
  const key = String(user.id);
  const past = getDb().learning.challengeDays?.[key] ?? [];
  const today = mine
    .filter((c) => c.start_day === 0 && (c.played_by ?? []).includes(user.id))
    .reduce((sum, c) => sum + (c.scores[key] ?? 0), 0);
  const points = [...past, today];
  return points.map((value, i) => ({
    date: dayFromToday(i - (points.length - 1))
      .toISOString()
      .slice(0, 10),
    points: value,
  }));
}

/** Days in a row with points, up to today (or up to yesterday while today is not played yet), and the longest run. */
function streaks(days: readonly { points: number }[]): { current: number; best: number } {
  let current = 0;
  const end = days.length > 0 && days[days.length - 1].points === 0 ? days.length - 2 : days.length - 1;
  for (let i = end; i >= 0 && days[i].points > 0; i--) current++;
  let best = 0;
  let run = 0;
  for (const day of days) {
    run = day.points > 0 ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return { current, best };
}

/** Challenges (42–44), the challenge block call, and the leaderboard settings (assumed contract). */
export const challengeHandlers = [
  // 42: challenges of the user's current level, optionally one kind.
  backend.get(hostPath('api/challenges/'), ({ request }) => {
    const user = requireUser(request, 'bearer');
    const query = readQuery(request);
    const kind = CHALLENGE_KINDS.find((k): k is ChallengeKind => k === query['kind']);
    const level = currentLevelOf(user);
    const challenges = getDb()
      .learning.challenges.filter((c) => c.level_id === level && (!kind || c.kind === kind))
      .map((c) => challengeView(c, user));
    return HttpResponse.json({ challenges });
  }),

  // Challenge block (named): block or unblock a challenge for the user.
  backend.post(hostPath('api/challenges/block/'), async ({ request }) => {
    const user = requireUser(request, 'bearer');
    const payload = validate(challengeBlockPayloadSchema, await readJson(request));
    const challenge = getDb().learning.challenges.find((c) => c.id === payload.challenge_id);
    if (!challenge) return notFound();
    challenge.blocked_by = challenge.blocked_by.filter((id) => id !== user.id);
    if (payload.blocked) challenge.blocked_by.push(user.id);
    return HttpResponse.json(challengeView(challenge, user));
  }),

  // Assumed: whether the user shows their name on leaderboards (off unless they turn it on).
  backend.get(hostPath('api/challenges/leaderboard_settings/'), ({ request }) => {
    const user = requireUser(request, 'bearer');
    return HttpResponse.json({ show_name: getDb().learning.leaderboardNames?.[String(user.id)] === true });
  }),
  backend.post(hostPath('api/challenges/leaderboard_settings/'), async ({ request }) => {
    const user = requireUser(request, 'bearer');
    const payload = validate(challengeLeaderboardSettingsSchema, await readJson(request));
    const learning = getDb().learning;
    learning.leaderboardNames = { ...learning.leaderboardNames, [String(user.id)]: payload.show_name };
    return HttpResponse.json({ show_name: payload.show_name });
  }),

  // 43: exercises of a challenge.
  backend.get(hostPath('challenges_api_exercises/:id/'), ({ request, params }) => {
    const user = requireUser(request, 'bearer');
    const challenge = getDb().learning.challenges.find((c) => c.id === Number(params['id']));
    if (!challenge) return notFound();
    const exercises = getDb()
      .learning.exercises.filter((e) => challenge.exercise_ids.includes(e.id))
      .map((e) => exerciseView(e, user));
    return HttpResponse.json({ challenge_id: challenge.id, exercises });
  }),

  // 44: challenge score statistics of the user (with the assumed streak, subjects and days).
  backend.get(hostPath('stats_challenge_score/'), ({ request }) => {
    const user = requireUser(request, 'bearer');
    const key = String(user.id);
    const mine = getDb().learning.challenges.filter((c) => key in c.scores);
    const ended = (c: ChallengeRow) => (c.end_day === undefined ? c.status !== 'active' : c.end_day < 0);
    const won = (c: ChallengeRow) =>
      ended(c) && Object.values(c.scores).every((score) => (c.scores[key] ?? 0) >= score) && (c.scores[key] ?? 0) > 0;
    const played = mine.filter((c) => (c.played_by ?? [user.id]).includes(user.id));
    const byKind = CHALLENGE_KINDS.map((kind) => {
      const ofKind = mine.filter((c) => c.kind === kind);
      return {
        kind,
        played: played.filter((c) => c.kind === kind).length,
        won: ofKind.filter(won).length,
        score: ofKind.reduce((sum, c) => sum + (c.scores[key] ?? 0), 0),
      };
    });
    const subjects = new Map<
      string,
      { subject_id: number | null; subject: string; score: number; max_score: number }
    >();
    for (const c of mine) {
      if (c.subject === null) continue;
      const entry = subjects.get(c.subject) ?? {
        subject_id: c.subject_id ?? null,
        subject: c.subject_id ? seedSubject(c.subject_id).name : c.subject,
        score: 0,
        max_score: 0,
      };
      entry.score += c.scores[key] ?? 0;
      entry.max_score += c.max_score;
      subjects.set(c.subject, entry);
    }
    const days = pointsPerDay(user, mine);
    const weeks = new Map<string, number>();
    for (const day of days) {
      const date = new Date(`${day.date}T00:00:00Z`);
      const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
      weeks.set(monday, (weeks.get(monday) ?? 0) + day.points);
    }
    const classmates = getDb().users.filter(
      (u) => u.account_type === 'student' && u.level_id === user.level_id && u.school_id === user.school_id,
    );
    const total = (id: number) => mine.reduce((sum, c) => sum + (c.scores[String(id)] ?? 0), 0);
    const myTotal = total(user.id);
    const { current, best } = streaks(days);
    return HttpResponse.json({
      total_score: myTotal,
      challenges_played: played.length,
      challenges_won: mine.filter(won).length,
      class_rank: 1 + classmates.filter((u) => u.id !== user.id && total(u.id) > myTotal).length,
      by_kind: byKind,
      history: [...weeks.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([week, score]) => ({ week, score })),
      streak_days: current,
      best_streak: best,
      by_subject: [...subjects.values()].sort((a, b) => a.subject.localeCompare(b.subject)),
      days,
    });
  }),
];
