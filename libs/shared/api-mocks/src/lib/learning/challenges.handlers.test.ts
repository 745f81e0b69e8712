import { challengeScoreStatsSchema, challengesResponseSchema, type Challenge } from '@kk/domain';
import { getDb } from '../core/db';
import { DEMO_ACCOUNTS } from '../core/users';

/** The fake backend's challenges as the demo student sees them (fetch through msw/node). */
const demo = DEMO_ACCOUNTS.find((a) => a.username === 'eleve');
const headers = { Authorization: `Bearer ${demo?.token}`, 'Content-Type': 'application/json' };
const base = 'https://learning.test';

async function get(path: string) {
  const response = await fetch(`${base}${path}`, { headers });
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
});
