import { act, renderHook, waitFor } from '@testing-library/react';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { mondayOf } from './child-data';
import { useChildWeek } from './use-child-week';

describe("a child's weekly summary", () => {
  it('starts on this week, goes back a week at a time and never past this week', async () => {
    const now = new Date();
    const { result } = renderHook(() => useChildWeek(5, 7, now), {
      wrapper: hookWrapper({ user: demoSessionUser('parent'), path: '/parent/enfants/5/semaine' }).wrapper,
    });
    await waitFor(() => expect(result.current.query.data).toBeDefined());
    expect(result.current.start).toBe(mondayOf(now));
    expect(result.current.isCurrent).toBe(true);
    expect(result.current.query.data?.points).toEqual(expect.any(Number));

    act(() => result.current.previous());
    expect(result.current.start).toBe(mondayOf(now, -1));
    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current.start).toBe(mondayOf(now));
  });

  it("fails, without data, for another family's child", async () => {
    const { result } = renderHook(() => useChildWeek(104, 1), {
      wrapper: hookWrapper({ user: demoSessionUser('parent'), path: '/parent/enfants/104/semaine' }).wrapper,
    });
    await waitFor(() => expect(result.current.query.isError).toBe(true));
    expect(result.current.query.data).toBeUndefined();
  });
});
