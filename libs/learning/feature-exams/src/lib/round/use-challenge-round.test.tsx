import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb, hostPath, rightAnswersOf, server } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { storedRoundKey, useChallengeRound } from './use-challenge-round';

const student = demoSessionUser('eleve');
/** Today's daily challenge of the demo student (two exercises), and the class challenge (over). */
const DAILY = 31;
const CLASS = 34;

function renderRound(id: number) {
  return renderHook(() => useChallengeRound(), {
    wrapper: hookWrapper({ user: student, path: `/defis/${id}/jouer`, route: '/defis/:challengeId/jouer' }).wrapper,
  });
}

async function loaded(id: number) {
  const rendered = renderRound(id);
  await waitFor(() => expect(rendered.result.current.query.data?.exercises.length).toBeGreaterThan(0));
  return rendered;
}

describe('useChallengeRound', () => {
  beforeEach(() => localStorage.clear());

  it("gives today's daily challenge and its exercises, the first one to play", async () => {
    const { result } = await loaded(DAILY);

    expect(result.current.query.data?.challenge).toMatchObject({
      id: DAILY,
      kind: 'daily',
      played: false,
      score: 0,
      closedReason: null,
    });
    expect(result.current).toMatchObject({ index: 0, total: 2, last: false, outcome: null, submitError: null });
    expect(result.current.current).toEqual(result.current.query.data?.exercises[0]);
    expect(result.current.storageKind).toBe(`challenge-${DAILY}`);
  });

  it('goes to the next exercise and resumes there after a reload, with the answers kept', async () => {
    const first = await loaded(DAILY);
    const [one, two] = first.result.current.query.data?.exercises ?? [];

    act(() => first.result.current.next(rightAnswersOf(one.id)));
    expect(first.result.current).toMatchObject({ index: 1, last: true });
    expect(first.result.current.current).toEqual(two);
    first.unmount();
    const reloaded = await loaded(DAILY);

    expect(reloaded.result.current).toMatchObject({ index: 1, last: true });
    const stored = JSON.parse(localStorage.getItem(storedRoundKey(student.id, DAILY)) ?? '{}') as {
      done: Record<string, unknown[]>;
    };
    expect(stored.done[one.id]).toHaveLength(rightAnswersOf(one.id).length);
  });

  it('records the round: the points, the new score and a better place; the stored round is cleared', async () => {
    const { result } = await loaded(DAILY);
    const [one, two] = result.current.query.data?.exercises ?? [];
    const max = getDb().learning.challenges.find((c) => c.id === DAILY)?.max_score ?? 0;
    act(() => result.current.next(rightAnswersOf(one.id)));

    await act(() => result.current.finish(rightAnswersOf(two.id)));

    expect(result.current.outcome).toMatchObject({ points: max, score: max, maxScore: max, rank: 1, bestKept: false });
    expect(result.current.outcome?.previousRank).toBeGreaterThan(1);
    expect(result.current.submitError).toBeNull();
    expect(localStorage.getItem(storedRoundKey(student.id, DAILY))).toBeNull();
    expect(getDb().learning.challenges.find((c) => c.id === DAILY)?.played_by).toContain(student.id);
    // The challenges are asked again: the list now says played, with the new score.
    await waitFor(() => expect(result.current.query.data?.challenge).toMatchObject({ played: true, score: max }));
  });

  it('says why a finished or blocked challenge cannot be played', async () => {
    const over = renderRound(CLASS);
    await waitFor(() => expect(over.result.current.query.data?.challenge?.closedReason).toBe('closed'));

    const row = getDb().learning.challenges.find((c) => c.id === DAILY);
    row?.blocked_by.push(student.id);
    const blocked = renderRound(DAILY);
    await waitFor(() => expect(blocked.result.current.query.data?.challenge?.closedReason).toBe('blocked'));
  });

  it('shows a refusal, and forgets the answers only when it is for good', async () => {
    const { result } = await loaded(DAILY);
    const [one, two] = result.current.query.data?.exercises ?? [];
    act(() => result.current.next(rightAnswersOf(one.id)));
    server.use(http.post(hostPath('api/challenges/:id/score/'), () => new HttpResponse(null, { status: 500 })));

    await act(() => result.current.finish(rightAnswersOf(two.id)));

    expect(result.current.submitError).toBe('learning-exams:round.refused.failed');
    expect(result.current.outcome).toBeNull();
    expect(localStorage.getItem(storedRoundKey(student.id, DAILY))).not.toBeNull();

    server.use(
      http.post(hostPath('api/challenges/:id/score/'), () =>
        HttpResponse.json({ error: 'challenge_closed' }, { status: 403 }),
      ),
    );
    await act(() => result.current.finish(rightAnswersOf(two.id)));

    expect(result.current.submitError).toBe('learning-exams:round.refused.closed');
    expect(localStorage.getItem(storedRoundKey(student.id, DAILY))).toBeNull();
  });
});
