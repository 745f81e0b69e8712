import { act, renderHook, waitFor } from '@testing-library/react';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useSchoolTextbook } from './use-school-textbook';

function render(path = '/ecole/cahier-de-textes') {
  return renderHook(() => useSchoolTextbook(), {
    wrapper: hookWrapper({ user: demoSessionUser('ecole'), path }).wrapper,
  });
}

describe('useSchoolTextbook', () => {
  it("shows the first class's entries awaiting validation, and validating one takes it off the list", async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.query.data?.length).toBeGreaterThan(0));
    expect(result.current.classId).toBe(result.current.classes[0]?.id);
    expect(result.current.query.data?.every((e) => !e.validated)).toBe(true);
    const count = result.current.pendingCount;
    const [first] = result.current.query.data!;

    await act(() => result.current.validate(first!.id));
    await waitFor(() => expect(result.current.pendingCount).toBe(count - 1));
    expect(result.current.query.data?.some((e) => e.id === first!.id)).toBe(false);
  });

  it('shows every entry of the class the URL names, newest first', async () => {
    const probe = render();
    await waitFor(() => expect(probe.result.current.classes.length).toBeGreaterThan(1));
    const second = probe.result.current.classes[1]!;
    const { result } = render(`/ecole/cahier-de-textes?classe=${second.id}&a-valider=0`);
    await waitFor(() => expect(result.current.query.data?.length).toBeGreaterThan(0));
    expect(result.current.pendingOnly).toBe(false);
    const entries = result.current.query.data!;
    expect(entries.every((e) => e.class_id === second.id)).toBe(true);
    expect(entries.some((e) => e.validated)).toBe(true);
    expect(entries.map((e) => e.date)).toEqual([...entries.map((e) => e.date)].sort().reverse());
  });
});
