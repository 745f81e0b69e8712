import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useFriends } from './use-friends';

const renderFriends = (username = 'eleve') =>
  renderHook(() => useFriends(), { wrapper: hookWrapper({ user: demoSessionUser(username) }).wrapper });

/** The hook once its list has loaded. */
async function loaded(username = 'eleve') {
  const view = renderFriends(username);
  await waitFor(() => expect(view.result.current.query.data).toBeDefined());
  return view;
}

describe('useFriends', () => {
  it("lists the user's friends, each named, and apart the requests others sent", async () => {
    const { result } = renderFriends();
    expect(result.current.query.isLoading).toBe(true);

    await waitFor(() => expect(result.current.query.data?.length).toBeGreaterThanOrEqual(2));
    for (const { friend, name } of result.current.query.data ?? []) {
      expect(name).toBe(`${friend.first_name} ${friend.last_name}`.trim() || friend.username);
      expect(friend.direction).toBe('outgoing');
    }
    expect(result.current.requests.length).toBeGreaterThanOrEqual(1);
    for (const { friend } of result.current.requests) {
      expect(friend).toMatchObject({ status: 'pending', direction: 'incoming' });
    }
  });

  it('has an empty list for a user without friends', async () => {
    const { result } = await loaded('parent');
    expect(result.current.query.data).toEqual([]);
    expect(result.current.requests).toEqual([]);
  });

  it('sends a request by username, and the list shows it pending', async () => {
    const { result } = await loaded();

    let failure: string | undefined = 'not called';
    await act(async () => {
      failure = await result.current.addFriend('  inactif ');
    });

    expect(failure).toBeUndefined();
    expect(result.current.sentTo).toBe('inactif');
    await waitFor(() =>
      expect(result.current.query.data?.find((f) => f.friend.username === 'inactif')?.friend.status).toBe('pending'),
    );
  });

  it('answers "no result" for an unknown username or an adult, and a generic failure otherwise', async () => {
    const { result } = await loaded();

    const answers: (string | undefined)[] = [];
    await act(async () => {
      answers.push(await result.current.addFriend('personne.inconnue'));
      answers.push(await result.current.addFriend('parent'));
    });
    server.use(http.post('*/list_friends_handler', () => HttpResponse.json({ detail: 'Erreur' }, { status: 500 })));
    await act(async () => {
      answers.push(await result.current.addFriend('inactif'));
    });

    expect(answers).toEqual(['errors:noResult', 'errors:noResult', 'learning-home:friends.add.failed']);
    expect(result.current.sentTo).toBeNull();
  });

  it('accepts a request: the one who asked becomes a friend', async () => {
    const { result } = await loaded();
    const [request] = result.current.requests;
    if (!request) throw new Error('the demo student has a request to answer');

    await act(() => result.current.answer(request.friend, 'accept'));

    await waitFor(() => expect(result.current.requests).not.toContainEqual(request));
    expect(result.current.query.data?.find((f) => f.friend.user_id === request.friend.user_id)?.friend.status).toBe(
      'accepted',
    );
  });

  it('declines a request: it goes, and the one who asked does not become a friend', async () => {
    const { result } = await loaded();
    const [request] = result.current.requests;
    if (!request) throw new Error('the demo student has a request to answer');

    await act(() => result.current.answer(request.friend, 'decline'));

    await waitFor(() => expect(result.current.requests).not.toContainEqual(request));
    expect(result.current.query.data?.some((f) => f.friend.user_id === request.friend.user_id)).toBe(false);
  });

  it('removes a friend, and rejects (keeping the list) when the backend refuses', async () => {
    const { result } = await loaded();
    const [first, second] = result.current.query.data ?? [];
    if (!first || !second) throw new Error('the demo student has friends');

    await act(() => result.current.remove(first.friend));
    await waitFor(() => expect(result.current.query.data?.some((f) => f.friend.id === first.friend.id)).toBe(false));

    server.use(http.post('*/list_friends_handler', () => HttpResponse.json({ detail: 'Erreur' }, { status: 500 })));
    await act(() => expect(result.current.remove(second.friend)).rejects.toBeDefined());
    expect(result.current.query.data?.some((f) => f.friend.id === second.friend.id)).toBe(true);
    expect(result.current.busyId).toBeNull();
  });

  it('reports a list that cannot be reached', async () => {
    server.use(http.get('*/list_friends_handler', () => HttpResponse.error()));
    const { result } = renderFriends();
    await waitFor(() => expect(result.current.query.isError).toBe(true));
  });
});
