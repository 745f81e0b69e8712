import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useFriends } from './use-friends';

const renderFriends = (username = 'eleve') =>
  renderHook(() => useFriends(), { wrapper: hookWrapper({ user: demoSessionUser(username) }).wrapper });

describe('useFriends', () => {
  it("lists the user's friends, each named", async () => {
    const { result } = renderFriends();
    expect(result.current.query.isLoading).toBe(true);

    await waitFor(() => expect(result.current.query.data?.length).toBeGreaterThanOrEqual(2));
    for (const { friend, name } of result.current.query.data ?? []) {
      expect(name).toBe(`${friend.first_name} ${friend.last_name}`.trim() || friend.username);
    }
  });

  it('has an empty list for a user without friends', async () => {
    const { result } = renderFriends('parent');
    await waitFor(() => expect(result.current.query.data).toEqual([]));
  });

  it('sends a request by username, and the list shows it pending', async () => {
    const { result } = renderFriends('parent');
    await waitFor(() => expect(result.current.query.data).toEqual([]));

    let failure: string | undefined = 'not called';
    await act(async () => {
      failure = await result.current.addFriend('  eleve ');
    });

    expect(failure).toBeUndefined();
    expect(result.current.sentTo).toBe('eleve');
    await waitFor(() => expect(result.current.query.data?.[0]?.friend.status).toBe('pending'));
  });

  it('answers "no result" for an unknown username, and a generic failure otherwise', async () => {
    const { result } = renderFriends('parent');
    await waitFor(() => expect(result.current.query.data).toBeDefined());

    const answers: (string | undefined)[] = [];
    await act(async () => {
      answers.push(await result.current.addFriend('personne.inconnue'));
    });
    server.use(http.post('*/list_friends_handler', () => HttpResponse.json({ detail: 'Erreur' }, { status: 500 })));
    await act(async () => {
      answers.push(await result.current.addFriend('eleve'));
    });

    expect(answers).toEqual(['errors:noResult', 'learning-home:friends.add.failed']);
    expect(result.current.sentTo).toBeNull();
  });

  it('reports a list that cannot be reached', async () => {
    server.use(http.get('*/list_friends_handler', () => HttpResponse.error()));
    const { result } = renderFriends();
    await waitFor(() => expect(result.current.query.isError).toBe(true));
  });
});
