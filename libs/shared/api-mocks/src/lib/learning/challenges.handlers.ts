import {
  challengeBlockPayloadSchema,
  challengeLeaderboardSettingsSchema,
  challengeRoundPayloadSchema,
  CHALLENGE_KINDS,
  type ChallengeKind,
} from '@kk/domain';
import { HttpResponse } from 'msw';
import { forbidden, invalidField, notFound, requireUser } from '../core/auth';
import { learnerOf } from '../core/child-reads';
import { getDb } from '../core/db';
import { backend, hostPath, readJson, readQuery, validate } from '../core/http';
import type { FakeUser } from '../core/users';
import { seedSubject } from '../seed/reference-lists';
import { gradeExercise } from './exam-player.handlers';
import { challengeView, currentLevelOf, dayFromToday, exerciseView } from './views';
import type { ChallengeRoundRow, ChallengeRow } from './state';

/** Error code of a round of a challenge that is over. */
export const CHALLENGE_CLOSED = 'challenge_closed';
/** Error code of a round of a challenge that has not started. */
export const CHALLENGE_NOT_OPEN = 'challenge_not_open';
/** Error code of a round of a challenge the student blocked. */
export const CHALLENGE_BLOCKED = 'challenge_blocked';

const DAY_MS = 86_400_000;

/** The place of `userId` in a challenge's scores (1 + those with more points), or null when not a participant. */
function rankIn(scores: Record<string, number>, userId: number): number | null {
  const key = String(userId);
  if (!(key in scores)) return null;
  return 1 + Object.entries(scores).filter(([id, score]) => id !== key && score > scores[key]).length;
}

/** Whole days from `iso`'s day to today (UTC), 0 for today. */
function daysAgo(iso: string): number {
  return Math.round((dayFromToday(0).getTime() - dayFromToday(0, Date.parse(iso)).getTime()) / DAY_MS);
}

/** The user's points per day, oldest first, ending today (today: the scores of today's challenges). */
function pointsPerDay(user: FakeUser, mine: readonly ChallengeRow[]): { date: string; points: number }[] {
  const key = String(user.id);
  const past = getDb().learning.challengeDays?.[key] ?? [];
  const today = mine
    .filter((c) => c.start_day === 0 && (c.played_by ?? []).includes(user.id))
    .reduce((sum, c) => sum + (c.scores[key] ?? 0), 0);
  const points = [...past, today];
  // Rounds of the other challenges (today's are in their scores above) count on the day played.
  const todays = new Set(mine.filter((c) => c.start_day === 0).map((c) => c.id));
  for (const round of getDb().learning.challengeRounds ?? []) {
    if (round.user_id !== user.id || todays.has(round.challenge_id)) continue;
    const index = points.length - 1 - daysAgo(round.played_at);
    if (index >= 0 && index < points.length) points[index] += round.gain;
  }
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
  // 42: challenges of the user's current level, optionally one kind (a parent's child's with `child_id`).
  backend.get(hostPath('api/challenges/'), ({ request }) => {
    const query = readQuery(request);
    const user = learnerOf(requireUser(request, 'bearer'), query);
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

  // Assumed: a round of the challenge's exercises, graded here. The best round counts (a second
  // round raises the score only when it beats the first); an over, not started or blocked
  // challenge refuses it.
  backend.post(hostPath('api/challenges/:id/score/'), async ({ request, params }) => {
    const user = requireUser(request, 'bearer');
    if (user.account_type !== 'student') return forbidden();
    const payload = validate(challengeRoundPayloadSchema, await readJson(request));
    const learning = getDb().learning;
    const challenge = learning.challenges.find((c) => c.id === Number(params['id']));
    if (!challenge || challenge.level_id !== currentLevelOf(user)) return notFound();
    const view = challengeView(challenge, user);
    const now = Date.now();
    const refuse = (error: string) => HttpResponse.json({ error }, { status: 403 });
    if (view.blocked) return refuse(CHALLENGE_BLOCKED);
    if (now < Date.parse(view.start_date)) return refuse(CHALLENGE_NOT_OPEN);
    if (view.status !== 'active' || now > Date.parse(view.end_date)) return refuse(CHALLENGE_CLOSED);
    const stranger = payload.answers.find((a) => !challenge.exercise_ids.includes(a.exercise_id));
    if (stranger) return invalidField('answers', `Exercise ${stranger.exercise_id} is not in this challenge`);

    // Each exercise scores its grade on 20 (the challenge's maximum is 20 per exercise).
    let points = 0;
    for (const { exercise_id, answers } of payload.answers) {
      const exercise = learning.exercises.find((e) => e.id === exercise_id);
      if (!exercise) continue;
      points += Math.round(gradeExercise(exercise, answers, now).grade);
      if (!exercise.done_by.includes(user.id)) exercise.done_by.push(user.id);
    }
    points = Math.min(points, challenge.max_score);
    const key = String(user.id);
    const previousScore = challenge.scores[key] ?? 0;
    const previousRank = rankIn(challenge.scores, user.id);
    const playedBefore = view.played;
    const score = Math.max(previousScore, points);
    challenge.scores = { ...challenge.scores, [key]: score };
    challenge.played_by = [...new Set([...(challenge.played_by ?? []), user.id])];
    const round: ChallengeRoundRow = {
      challenge_id: challenge.id,
      user_id: user.id,
      played_at: new Date(now).toISOString(),
      points,
      gain: score - previousScore,
    };
    learning.challengeRounds = [...(learning.challengeRounds ?? []), round];
    return HttpResponse.json({
      challenge_id: challenge.id,
      points_earned: points,
      score,
      previous_score: previousScore,
      max_score: challenge.max_score,
      rank: rankIn(challenge.scores, user.id),
      previous_rank: previousRank,
      best_kept: playedBefore && points <= previousScore,
    });
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

  // 44: challenge score statistics of the user (with the assumed streak, subjects and days; a
  // parent's child's with `child_id`).
  backend.get(hostPath('stats_challenge_score/'), ({ request }) => {
    const user = learnerOf(requireUser(request, 'bearer'), readQuery(request));
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
