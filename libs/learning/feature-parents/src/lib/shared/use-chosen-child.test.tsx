import { act, renderHook, waitFor } from '@testing-library/react';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { CHOSEN_CHILD_PREFIX, useChosenChild } from './use-chosen-child';

const render = (path = '/parent') =>
  renderHook(() => useChosenChild(), { wrapper: hookWrapper({ user: demoSessionUser('parent'), path }).wrapper });

describe('useChosenChild', () => {
  beforeEach(() => localStorage.clear());

  it("shows the parent's first child until another is chosen, and keeps the choice for the next visit", async () => {
    const first = render();
    await waitFor(() => expect(first.result.current.children).toHaveLength(2));
    const [eldest, second] = first.result.current.children;
    expect(first.result.current.child?.id).toBe(eldest?.id);

    act(() => first.result.current.choose(second?.id ?? 0));
    expect(first.result.current.child?.id).toBe(second?.id);
    first.unmount();

    const again = render();
    await waitFor(() => expect(again.result.current.child?.id).toBe(second?.id));
  });

  it('chooses the child the URL names, and ignores an id that is not one of the children', async () => {
    const probe = render();
    await waitFor(() => expect(probe.result.current.children).toHaveLength(2));
    const second = probe.result.current.children[1];
    probe.unmount();

    const named = render(`/parent?enfant=${second?.id}`);
    await waitFor(() => expect(named.result.current.child?.id).toBe(second?.id));
    expect(localStorage.getItem(`${CHOSEN_CHILD_PREFIX}:${demoSessionUser('parent').id}`)).toBe(String(second?.id));

    const stranger = render('/parent?enfant=99999');
    await waitFor(() => expect(stranger.result.current.children).toHaveLength(2));
    expect(stranger.result.current.child?.id).toBe(probe.result.current.children[0]?.id);
  });
});
