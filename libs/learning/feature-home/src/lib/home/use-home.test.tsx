import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import {
  RECENT_ACTIVITY_LIMIT,
  rankIn,
  useActivity,
  useChallenges,
  useExams,
  useHome,
  useStats,
  useTasks,
} from './use-home';

const student = demoSessionUser('eleve');
const studentLevel = Number(student.current_level);

function renderWith<T>(hook: () => T, user = student) {
  return renderHook(hook, { wrapper: hookWrapper({ user }).wrapper });
}

describe('useHome', () => {
  it('greets the user by first name and loads their current level', () => {
    const { result } = renderWith(() => useHome());
    expect(result.current.greetingName).toBe('Adam');
    expect(result.current.levelId).toBe(studentLevel);
  });

  it('has no level for a user who has not chosen one', () => {
    const { result } = renderWith(() => useHome(), demoSessionUser('parent'));
    expect(result.current.levelId).toBeNull();
  });
});

describe('dashboard sections', () => {
  it('load the scores', async () => {
    const { result } = renderWith(() => useStats());
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data?.total_score).toBeGreaterThan(0));
  });

  it('load the exams of the level, and ask nothing without a level', async () => {
    const { result } = renderWith(() => useExams(studentLevel));
    await waitFor(() => expect(result.current.data).toHaveLength(6));

    const none = renderWith(() => useExams(null));
    expect(none.result.current).toMatchObject({ data: undefined, isLoading: false, isError: false });
  });

  it("place the user in each challenge's leaderboard", async () => {
    const { result } = renderWith(() => useChallenges(student.id, studentLevel));
    await waitFor(() => expect(result.current.data).toHaveLength(5));
    for (const view of result.current.data ?? []) {
      expect(view.rank).toBe(rankIn(view.challenge, student.id));
      expect(view.ratio).toBeGreaterThanOrEqual(0);
      expect(view.ratio).toBeLessThanOrEqual(1);
    }
  });

  it('keep the recent activity short', async () => {
    const { result } = renderWith(() => useActivity());
    await waitFor(() => expect(result.current.data).toHaveLength(RECENT_ACTIVITY_LIMIT));
  });

  it('report a failed load, and load again on refetch', async () => {
    server.use(http.get('*/api/challenges/', () => HttpResponse.json({ detail: 'Erreur' }, { status: 500 })));
    const { result } = renderWith(() => useChallenges(student.id, studentLevel));
    await waitFor(() => expect(result.current.isError).toBe(true));

    server.resetHandlers();
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data).toHaveLength(5));
  });
});

describe('useTasks', () => {
  it('loads the homework of the level and counts what is done', async () => {
    const { result } = renderWith(() => useTasks(student.id, studentLevel));
    await waitFor(() => expect(result.current.query.data).toHaveLength(6));
    const tasks = result.current.query.data ?? [];
    expect(result.current.done).toBe(tasks.filter((task) => task.validated).length);
  });

  it('flips a task at once, and puts it back naming it when the backend refuses', async () => {
    const { result } = renderWith(() => useTasks(student.id, studentLevel));
    await waitFor(() => expect(result.current.query.data).toHaveLength(6));
    const [first] = result.current.query.data ?? [];

    act(() => result.current.toggle(first));
    expect(result.current.query.data?.[0].validated).toBe(!first.validated);
    await waitFor(() => expect(result.current.pendingIds.size).toBe(0));
    expect(result.current.failedTask).toBeNull();

    server.use(
      http.post('*/tasks/:id/toggle_validate', () => HttpResponse.json({ detail: 'Erreur' }, { status: 500 })),
    );
    act(() => result.current.toggle(result.current.query.data?.[0] ?? first));

    await waitFor(() => expect(result.current.failedTask?.id).toBe(first.id));
    expect(result.current.query.data?.[0].validated).toBe(!first.validated);
  });
});
