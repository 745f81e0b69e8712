import {
  challengeRoundResultSchema,
  challengeScoreStatsSchema,
  challengesResponseSchema,
  type Challenge,
} from '@kk/domain';
import { getDb } from '../core/db';
import { DEMO_ACCOUNTS } from '../core/users';
import { CHALLENGE_BLOCKED, CHALLENGE_CLOSED } from './challenges.handlers';
import { rightAnswersOf } from './exam-player.handlers';

/** The fake backend's challenges as the demo student sees them (fetch through msw/node). */
const demo = DEMO_ACCOUNTS.find((a) => a.username === 'eleve');
const headers = { Authorization: `Bearer ${demo?.token}`, 'Content-Type': 'application/json' };
const base = 'https://learning.test';

async function get(path: string) {
  const response = await fetch(`${base}${path}`, { headers });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function post(path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function challenges(): Promise<Challenge[]> {
  return challengesResponseSchema.parse((await get('/api/challenges/')).body).challenges;
}

const today = new Date().toISOString().slice(0, 10);

describe('challenges of the fake backend', () => {
  it("opens today's daily challenge, a duel waiting for the student, and finished ones with results", async () => {
    const list = await challenges();
    const byKind = Object.fromEntries(list.map((c) => [c.kind, c]));

    expect(byKind['daily']).toMatchObject({ status: 'active', played: false, score: 0 });
    expect(byKind['daily'].start_date.slice(0, 10)).toBe(today);
    expect(byKind['peer']).toMatchObject({ status: 'active', played: false });
    expect(byKind['peer'].participants).toHaveLength(2);
    expect(byKind['peer'].participants.find((p) => p.id !== demo?.id)?.score).toBeGreaterThan(0);
    expect(byKind['group']).toMatchObject({ status: 'active', played: true });
    expect(byKind['class']).toMatchObject({ status: 'completed', played: true });
    expect(byKind['superhero']).toMatchObject({ status: 'completed', played: true });
    expect(Date.parse(byKind['class'].end_date)).toBeLessThan(Date.now());
  });

  it('sends names only of those who show them, and keeps the student’s choice', async () => {
    const hidden = (await challenges()).find((c) => c.kind === 'class');
    const others = hidden?.participants.filter((p) => p.id !== demo?.id) ?? [];
    expect(others.some((p) => p.name_visible)).toBe(true);
    expect(others.filter((p) => !p.name_visible).every((p) => p.name === '' && p.image === '')).toBe(true);
    expect((await get('/api/challenges/leaderboard_settings/')).body).toEqual({ show_name: false });

    const saved = await fetch(`${base}/api/challenges/leaderboard_settings/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ show_name: true }),
    });

    expect(await saved.json()).toEqual({ show_name: true });
    expect((await get('/api/challenges/leaderboard_settings/')).body).toEqual({ show_name: true });
    expect(getDb().learning.leaderboardNames?.[String(demo?.id)]).toBe(true);
    const me = (await challenges())[0].participants.find((p) => p.id === demo?.id);
    expect(me).toMatchObject({ name: 'Adam Alaoui', name_visible: true });
  });

  it('counts points per day up to today, a series of 4 days, and points per subject', async () => {
    const stats = challengeScoreStatsSchema.parse((await get('/stats_challenge_score/')).body);

    expect(stats.days).toHaveLength(29);
    expect(stats.days?.at(-1)).toEqual({ date: today, points: 0 });
    expect(stats.streak_days).toBe(4);
    expect(stats.best_streak).toBeGreaterThanOrEqual(4);
    expect(stats.by_subject?.length).toBeGreaterThan(0);
    expect(stats.challenges_played).toBe(3);
    expect(stats.challenges_won).toBeGreaterThanOrEqual(1);
  });

  it('reads a stats answer without the assumed fields', () => {
    const parsed = challengeScoreStatsSchema.parse({
      total_score: 10,
      challenges_played: 1,
      challenges_won: 0,
      class_rank: 2,
      by_kind: [],
      history: [],
    });

    expect(parsed.streak_days).toBeUndefined();
    expect(parsed.days).toBeUndefined();
  });

  describe('a round (assumed POST /api/challenges/{id}/score/)', () => {
    const mine = async (kind: Challenge['kind']) => {
      const challenge = (await challenges()).find((c) => c.kind === kind);
      if (!challenge) throw new Error(`no ${kind} challenge`);
      return challenge;
    };
    const rightRound = (id: number) => {
      const row = getDb().learning.challenges.find((c) => c.id === id);
      return {
        answers: (row?.exercise_ids ?? []).map((exercise_id) => ({
          exercise_id,
          answers: rightAnswersOf(exercise_id),
        })),
      };
    };
    const place = (c: Challenge) =>
      1 + c.participants.filter((p) => p.score > (c.participants.find((me) => me.id === demo?.id)?.score ?? 0)).length;

    it('raises the score, re-ranks the leaderboard, marks it played and counts in the statistics', async () => {
      const daily = await mine('daily');
      const before = challengeScoreStatsSchema.parse((await get('/stats_challenge_score/')).body);

      const answer = await post(`/api/challenges/${daily.id}/score/`, rightRound(daily.id));

      expect(answer.status).toBe(200);
      const result = challengeRoundResultSchema.parse(answer.body);
      expect(result).toMatchObject({
        points_earned: daily.max_score,
        score: daily.max_score,
        previous_score: 0,
        previous_rank: place(daily),
        rank: 1,
        best_kept: false,
      });
      const after = await mine('daily');
      expect(after).toMatchObject({ played: true, score: daily.max_score });
      expect(place(after)).toBe(1);
      const stats = challengeScoreStatsSchema.parse((await get('/stats_challenge_score/')).body);
      expect(stats.total_score).toBe(before.total_score + daily.max_score);
      expect(stats.challenges_played).toBe(before.challenges_played + 1);
      expect(stats.days?.at(-1)).toEqual({ date: today, points: daily.max_score });
      expect(stats.streak_days).toBe(5);
      const exercises = (await get(`/challenges_api_exercises/${daily.id}/`)).body as {
        exercises: { done: boolean }[];
      };
      expect(exercises.exercises.every((e) => e.done)).toBe(true);
    });

    it('keeps the best round: a weaker second round changes nothing', async () => {
      const daily = await mine('daily');
      await post(`/api/challenges/${daily.id}/score/`, rightRound(daily.id));

      const again = challengeRoundResultSchema.parse(
        (await post(`/api/challenges/${daily.id}/score/`, { answers: [] })).body,
      );

      expect(again).toMatchObject({
        points_earned: 0,
        score: daily.max_score,
        previous_score: daily.max_score,
        best_kept: true,
      });
      expect((await mine('daily')).score).toBe(daily.max_score);
    });

    it('counts a round of a challenge begun before today on the day it is played', async () => {
      const peer = await mine('peer');

      await post(`/api/challenges/${peer.id}/score/`, rightRound(peer.id));

      const stats = challengeScoreStatsSchema.parse((await get('/stats_challenge_score/')).body);
      expect(stats.days?.at(-1)).toEqual({ date: today, points: peer.max_score });
    });

    it('refuses a finished or blocked challenge, and an exercise of another challenge', async () => {
      const finished = await mine('class');
      const daily = await mine('daily');

      expect(await post(`/api/challenges/${finished.id}/score/`, { answers: [] })).toEqual({
        status: 403,
        body: { error: CHALLENGE_CLOSED },
      });
      await post('/api/challenges/block/', { challenge_id: daily.id, blocked: true });
      expect(await post(`/api/challenges/${daily.id}/score/`, { answers: [] })).toEqual({
        status: 403,
        body: { error: CHALLENGE_BLOCKED },
      });
      const stranger = getDb()
        .learning.challenges.find((c) => c.id === finished.id)
        ?.exercise_ids.find(
          (id) =>
            !getDb()
              .learning.challenges.find((c) => c.id === daily.id)
              ?.exercise_ids.includes(id),
        );
      await post('/api/challenges/block/', { challenge_id: daily.id, blocked: false });
      expect(
        (await post(`/api/challenges/${daily.id}/score/`, { answers: [{ exercise_id: stranger, answers: [] }] }))
          .status,
      ).toBe(400);
    });
  });
});
