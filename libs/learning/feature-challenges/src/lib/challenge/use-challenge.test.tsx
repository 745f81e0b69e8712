import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, hostPath } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useChallenge } from './use-challenge';

const student = demoSessionUser('eleve');
const renderChallenge = (id: number | string) =>
  renderHook(() => useChallenge(), {
    wrapper: hookWrapper({ user: student, path: `/defis/${id}`, route: '/defis/:challengeId' }).wrapper,
  });

describe('useChallenge', () => {
  it("gives the class challenge with the child's place among neighbours, its exercises and the statistics", async () => {
    const { result } = renderChallenge(34);

    await waitFor(() => expect(result.current.challenge.data).toBeTruthy());
    const challenge = result.current.challenge.data!;
    expect(challenge).toMatchObject({ kind: 'class', group: 'done', played: true, playHref: null });
    const rows = challenge.leaderboard;
    expect(rows.length).toBeLessThanOrEqual(5);
    const mine = rows.findIndex((r) => r.isMe);
    expect(rows[mine].rank).toBe(challenge.rank);
    expect(mine).toBeGreaterThan(0);
    expect(mine).toBeLessThan(rows.length - 1);
    expect(rows.filter((r) => !r.isMe && r.name === null).length).toBeGreaterThan(0);
    await waitFor(() => expect(result.current.exercises.data?.length).toBe(4));
    expect(result.current.exercises.data?.[0].href).toMatch(/^\/exercices\/\d+$/);
    await waitFor(() => expect(result.current.stats.data?.challenges_played).toBe(3));
  });

  it("offers to play today's daily challenge, and keeps the child's choice to show their name", async () => {
    const { result } = renderChallenge(31);
    await waitFor(() => expect(result.current.challenge.data).toBeTruthy());
    await waitFor(() => expect(result.current.showName.ready).toBe(true));
    expect(result.current.challenge.data).toMatchObject({ played: false });
    // "Jouer" opens a round of the challenge's exercises.
    await waitFor(() => expect(result.current.exercises.data?.length).toBeGreaterThan(0));
    await waitFor(() => expect(result.current.challenge.data?.playHref).toBe('/defis/31/jouer'));
    expect(result.current.showName.checked).toBe(false);
    expect(result.current.challenge.data?.leaderboard.find((r) => r.isMe)?.name).toBeNull();

    act(() => result.current.showName.set(true));

    await waitFor(() => expect(result.current.showName.checked).toBe(true));
    await waitFor(() =>
      expect(result.current.challenge.data?.leaderboard.find((r) => r.isMe)?.name).toBe('Adam Alaoui'),
    );
  });

  it('has no challenge for an id that is not one of the child’s', async () => {
    const { result } = renderChallenge(9999);

    await waitFor(() => expect(result.current.challenge.isLoading).toBe(false));
    expect(result.current.challenge.data).toBeNull();
  });

  it('reports exercises that cannot be loaded, the rest staying', async () => {
    server.use(
      http.get(hostPath('challenges_api_exercises/:id/'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );

    const { result } = renderChallenge(31);

    await waitFor(() => expect(result.current.exercises.isError).toBe(true));
    await waitFor(() => expect(result.current.challenge.data).toBeTruthy());
  });
});
