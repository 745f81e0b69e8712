import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, hostPath } from '@kk/api-mocks/node';
import type { Challenge } from '@kk/domain';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { groupChallenges, useChallenges } from './use-challenges';

const student = demoSessionUser('eleve');
const renderChallenges = () => renderHook(() => useChallenges(), { wrapper: hookWrapper({ user: student }).wrapper });

describe('useChallenges', () => {
  it("puts today's daily challenge first, then the duel to take up, the group challenge under way and the finished ones", async () => {
    const { result } = renderChallenges();

    await waitFor(() => expect(result.current.query.data).toBeDefined());
    const groups = result.current.query.data;
    expect(groups?.daily).toMatchObject({ kind: 'daily', played: false, group: 'today', href: '/defis/31' });
    expect(groups?.today.map((c) => c.kind)).toEqual(['peer']);
    expect(groups?.ongoing.map((c) => c.kind)).toEqual(['group']);
    expect(groups?.done.map((c) => c.kind).sort()).toEqual(['class', 'superhero']);
    expect(groups?.done.every((c) => c.played && c.rank !== null)).toBe(true);
    expect(groups?.done.find((c) => c.kind === 'superhero')?.rank).toBe(1);
    expect(result.current.isEmpty(groups!)).toBe(false);
  });

  it('reports a failed load', async () => {
    server.use(http.get(hostPath('api/challenges/'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));

    const { result } = renderChallenges();

    await waitFor(() => expect(result.current.query.isError).toBe(true));
    expect(result.current.query.data).toBeUndefined();
  });
});

describe('groupChallenges', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');
  const base: Challenge = {
    id: 1,
    kind: 'group',
    title: 'Défi',
    subject: 'Mathématiques',
    level_id: 7,
    start_date: '2026-11-20T08:00:00Z',
    end_date: '2026-11-30T20:00:00Z',
    status: 'active',
    exercises_count: 2,
    score: 0,
    max_score: 40,
    participants: [],
    blocked: false,
  };

  it('reads a challenge past its end as over, leaves blocked ones out, and tells played from points without `played`', () => {
    const groups = groupChallenges(
      [
        { ...base, id: 1, end_date: '2026-11-25T20:00:00Z' },
        { ...base, id: 2, blocked: true },
        { ...base, id: 3, score: 12 },
        { ...base, id: 4 },
      ],
      1,
      now,
    );

    expect(groups.done.map((c) => [c.id, c.missed])).toEqual([[1, true]]);
    expect(groups.ongoing.map((c) => c.id)).toEqual([3]);
    expect(groups.today.map((c) => c.id)).toEqual([4]);
    expect(groups.daily).toBeNull();
  });

  it("has no daily card when the daily challenge is another day's", () => {
    const groups = groupChallenges([{ ...base, kind: 'daily', start_date: '2026-11-24T08:00:00Z' }], 1, now);

    expect(groups.daily).toBeNull();
    expect(groups.today).toHaveLength(1);
  });
});
