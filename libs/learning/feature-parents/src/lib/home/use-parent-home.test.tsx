import { act, renderHook, waitFor } from '@testing-library/react';
import { unlinkStudentAccount } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { useChildGrades, useChildTasks } from './use-child-data';
import { useAttention, useParentHome } from './use-parent-home';

const wrapper = (path = '/parent') => hookWrapper({ user: demoSessionUser('parent'), path }).wrapper;

describe("the parent's home view model", () => {
  beforeEach(() => localStorage.clear());

  it('shows the first child, then the sibling once chosen; a child without a school is not linked', async () => {
    const home = renderHook(() => useParentHome(), { wrapper: wrapper() });
    await waitFor(() => expect(home.result.current.list.data).toHaveLength(2));
    expect(home.result.current.child?.username).toBe('eleve');
    expect(home.result.current.linked).toBe(true);
    const siblingId = home.result.current.children[1]?.id ?? 0;

    act(() => home.result.current.choose(siblingId));
    expect(home.result.current.child?.id).toBe(siblingId);
    expect(home.result.current.linked).toBe(true);

    unlinkStudentAccount(siblingId);
    const again = renderHook(() => useParentHome(), { wrapper: wrapper() });
    await waitFor(() => expect(again.result.current.child?.id).toBe(siblingId));
    expect(again.result.current.linked).toBe(false);
  });

  it("reads each child's own homework and grades", async () => {
    const { result } = renderHook(
      () => ({ eleve: useChildTasks(5, 7), grades: useChildGrades(5), sibling: useChildGrades(103) }),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(result.current.sibling.data).toBeDefined());
    await waitFor(() => expect(result.current.grades.data?.subjects.length).toBeGreaterThan(0));
    expect(result.current.eleve.data?.length).toBe(6);
    expect(result.current.grades.data?.overall).toEqual(expect.any(Number));
    expect(result.current.sibling.data?.subjects.length).toBeGreaterThan(0);
    expect(result.current.sibling.data).not.toEqual(result.current.grades.data);
  });

  it('lists what needs attention: the homework due tomorrow that is not done', async () => {
    const home = renderHook(() => useParentHome(), { wrapper: wrapper() });
    await waitFor(() => expect(home.result.current.child).not.toBeNull());
    const child = home.result.current.child;
    if (!child) throw new Error('no child');
    const { result } = renderHook(() => useAttention(child), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.some((item) => item.kind === 'homework')).toBe(true);
  });

  it("fails, without data, for another family's child (403)", async () => {
    const { result } = renderHook(() => ({ grades: useChildGrades(104), tasks: useChildTasks(104, 1) }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.grades.isError && result.current.tasks.isError).toBe(true));
    expect(result.current.grades.data).toBeUndefined();
    expect(result.current.tasks.error).toMatchObject({ status: 403 });
  });
});
