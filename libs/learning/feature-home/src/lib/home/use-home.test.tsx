import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import {
  pageFault,
  RECENT_ACTIVITY_LIMIT,
  rankIn,
  useActivity,
  useChallenges,
  useDashboardFault,
  useExams,
  useHome,
  useStats,
  useTasks,
  type SectionCall,
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
    await waitFor(() => expect(result.current.data).toHaveLength(8));

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

describe('pageFault', () => {
  const serverError = { kind: 'http', status: 500, message: 'HTTP 500' };
  const timeout = { kind: 'timeout', message: 'timed out' };
  const failed = (error: unknown): SectionCall => ({ isError: true, error, refetch: vi.fn() });

  it('is one failure for the page when every section failed for the same cause, and retries them all', () => {
    const sections = [failed(serverError), failed({ ...serverError, status: 502 }), failed(serverError)];

    const fault = pageFault(sections);
    fault?.retry();

    expect(fault?.error).toBe(serverError);
    for (const section of sections) expect(section.refetch).toHaveBeenCalledTimes(1);
  });

  it.each<[string, SectionCall[]]>([
    ['the causes differ', [failed(serverError), failed(timeout)]],
    ['a section is still loading', [failed(serverError), { isError: false, refetch: vi.fn() }]],
    ['a section has data to show', [failed(serverError), { ...failed(serverError), data: [] }]],
    ['a section succeeded', [failed(serverError), { isError: false, data: [], refetch: vi.fn() }]],
    ['there is no section', []],
  ])('is none when %s', (_case, sections) => {
    expect(pageFault(sections)).toBeNull();
  });
});

describe('useDashboardFault', () => {
  const dashboardCalls = [
    '*/stats_challenge_score/',
    '*/api/tasks/:a/:b/',
    '*/api/koolskools_exams/',
    '*/api/challenges/',
    '*/api/koolskools_activities/',
  ];
  const failAll = (calls = dashboardCalls) =>
    server.use(...calls.map((call) => http.get(call, () => HttpResponse.json({ detail: 'Erreur' }, { status: 500 }))));

  it('names one failure when every section fails for the same cause, and one retry loads them all', async () => {
    failAll();
    const { result } = renderWith(() => ({
      fault: useDashboardFault(student.id, studentLevel),
      tasks: useTasks(student.id, studentLevel),
    }));
    await waitFor(() => expect(result.current.fault).not.toBeNull());

    server.resetHandlers();
    act(() => result.current.fault?.retry());

    await waitFor(() => expect(result.current.tasks.query.data).toHaveLength(6));
    expect(result.current.fault).toBeNull();
  });

  it('leaves each section its own failure when only some fail', async () => {
    failAll(['*/api/challenges/', '*/api/koolskools_exams/']);
    const { result } = renderWith(() => ({
      fault: useDashboardFault(student.id, studentLevel),
      challenges: useChallenges(student.id, studentLevel),
      stats: useStats(),
    }));

    await waitFor(() => expect(result.current.challenges.isError).toBe(true));
    await waitFor(() => expect(result.current.stats.data).toBeDefined());
    expect(result.current.fault).toBeNull();
  });

  it('counts only the sections a user without a level loads', async () => {
    failAll(['*/stats_challenge_score/', '*/api/koolskools_activities/']);
    const parent = demoSessionUser('parent');
    const { result } = renderWith(() => useDashboardFault(parent.id, null), parent);

    await waitFor(() => expect(result.current).not.toBeNull());
  });
});
