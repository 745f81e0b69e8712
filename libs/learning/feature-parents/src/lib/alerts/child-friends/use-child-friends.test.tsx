import { act, renderHook, waitFor } from '@testing-library/react';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useChildFriends } from './use-child-friends';

const renderChildFriends = (childId: number | string = 5) =>
  renderHook(() => useChildFriends(), {
    wrapper: hookWrapper({
      user: demoSessionUser('parent'),
      path: `/parent/enfants/${childId}/amis`,
      route: '/parent/enfants/:childId/amis',
    }).wrapper,
  });

describe('useChildFriends', () => {
  it("lists the child's friends and, apart, the requests awaiting the parent", async () => {
    const { result } = renderChildFriends();

    await waitFor(() => expect(result.current.query.data).toBeDefined());
    await waitFor(() => expect(result.current.childName).not.toBeNull());
    const { awaiting = [], friends = [] } = result.current.query.data ?? {};
    expect(awaiting.length).toBeGreaterThanOrEqual(1);
    expect(awaiting.every((v) => v.friend.awaiting_parent)).toBe(true);
    expect(friends.length).toBeGreaterThanOrEqual(1);
    expect(friends.every((v) => !v.friend.awaiting_parent && v.friend.direction === 'outgoing')).toBe(true);
  });

  it('approves a request: it leaves the awaiting list', async () => {
    const { result } = renderChildFriends();
    await waitFor(() => expect(result.current.query.data?.awaiting.length).toBeGreaterThan(0));
    const [request] = result.current.query.data?.awaiting ?? [];

    await act(() => result.current.act('approve', request!.friend));

    await waitFor(() =>
      expect(result.current.query.data?.awaiting.some((v) => v.friend.id === request!.friend.id)).toBe(false),
    );
  });

  it('says a child that is not theirs is not found (403), as does a bad id', async () => {
    const other = renderChildFriends(9999);
    const bad = renderChildFriends('abc');

    await waitFor(() => expect(other.result.current.query.isError).toBe(true));
    await waitFor(() => expect(bad.result.current.query.isError).toBe(true));
    expect(other.result.current.query.error).toMatchObject({ status: 403 });
  });
});
