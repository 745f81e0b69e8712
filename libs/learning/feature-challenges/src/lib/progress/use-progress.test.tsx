import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, hostPath } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { HISTORY_DAYS, toProgress, useProgress } from './use-progress';

const renderProgress = () =>
  renderHook(() => useProgress(), { wrapper: hookWrapper({ user: demoSessionUser('eleve') }).wrapper });

describe('useProgress', () => {
  it("gives the demo student's points, a series of 4 days, subjects and the last two weeks", async () => {
    const { result } = renderProgress();

    await waitFor(() => expect(result.current.query.data).toBeDefined());
    const progress = result.current.query.data!;
    expect(progress.points).toBeGreaterThan(0);
    expect(progress.streak).toBe(4);
    expect(progress.played).toBe(3);
    expect(progress.days).toHaveLength(HISTORY_DAYS);
    expect(progress.days.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
    expect(progress.subjects.length).toBeGreaterThan(0);
    expect(progress.lastWeek).toBe(progress.days.slice(-7).reduce((sum, d) => sum + d.points, 0));
  });

  it('reports a failed load', async () => {
    server.use(http.get(hostPath('stats_challenge_score/'), () => HttpResponse.error()));

    const { result } = renderProgress();

    await waitFor(() => expect(result.current.query.isError).toBe(true));
  });
});

describe('toProgress', () => {
  it('reads statistics without the streak, subjects and days (a backend that does not send them)', () => {
    const progress = toProgress({
      total_score: 30,
      challenges_played: 2,
      challenges_won: 1,
      class_rank: 3,
      by_kind: [],
      history: [],
    });

    expect(progress).toEqual({
      points: 30,
      streak: null,
      bestStreak: null,
      played: 2,
      won: 1,
      subjects: [],
      days: [],
      lastWeek: 0,
    });
  });

  it('sorts subjects by points and gives their share', () => {
    const progress = toProgress({
      total_score: 30,
      challenges_played: 2,
      challenges_won: 1,
      class_rank: 3,
      by_kind: [],
      history: [],
      by_subject: [
        { subject: 'Français', score: 10, max_score: 40 },
        { subject: 'Mathématiques', score: 20 },
      ],
    });

    expect(progress.subjects).toEqual([
      { subject: 'Mathématiques', points: 20, percent: null },
      { subject: 'Français', points: 10, percent: 25 },
    ]);
  });
});
