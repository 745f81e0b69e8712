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
import { useNextStep } from './use-next-step';

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

  it('say where each exam stands against now, whatever the list says', async () => {
    const exam = (id: number, start: string, end: string, status = 'in_progress') => ({
      id,
      title: `Examen ${id}`,
      subject_id: 1,
      level_id: studentLevel,
      start_date: start,
      end_date: end,
      duration_minutes: 20,
      questions_count: 5,
      feedback_mode: 'end',
      paging_mode: 'one_per_page',
      status,
      grade: null,
    });
    server.use(
      http.get('*/api/koolskools_exams/', () =>
        HttpResponse.json({
          exams: [
            exam(1, '2026-12-07T08:00:00Z', '2026-12-14T20:00:00Z'),
            exam(2, '2026-12-14T08:00:00Z', '2026-12-18T20:00:00Z'),
            exam(3, '2026-12-20T08:00:00Z', '2026-12-21T20:00:00Z', 'not_started'),
            exam(4, '2026-12-01T08:00:00Z', '2026-12-02T20:00:00Z', 'corrected'),
          ],
        }),
      ),
    );
    const now = new Date('2026-12-15T10:00:00Z');
    const { result } = renderWith(() => useExams(studentLevel, now));
    await waitFor(() => expect(result.current.data).toHaveLength(4));
    expect(result.current.data?.map((view) => view.state)).toEqual(['ended', 'open', 'upcoming', 'corrected']);
  });

  it("mark the seeded exam that ended yesterday as over, the player's others open", async () => {
    const { result } = renderWith(() => useExams(studentLevel));
    await waitFor(() => expect(result.current.data).toHaveLength(8));
    const states = Object.fromEntries(result.current.data?.map(({ exam, state }) => [exam.title, state]) ?? []);
    expect(states).toMatchObject({
      'Révision : les nombres': 'ended',
      'Bilan de français': 'upcoming',
      'Les fractions': 'open',
    });
  });

  it("place the user in each challenge's leaderboard", async () => {
    const { result } = renderWith(() => useChallenges(student.id, studentLevel));
    await waitFor(() => expect(result.current.data).toHaveLength(5));
    for (const view of result.current.data ?? []) {
      expect(view.rank).toBe(rankIn(view.challenge, student.id));
      expect(view.ratio).toBeGreaterThanOrEqual(0);
      expect(view.ratio).toBeLessThanOrEqual(1);
    }
    // Against today (the seed's days are relative to it): today's daily one is on, the class one over.
    const byKind = Object.fromEntries(result.current.data?.map((view) => [view.challenge.kind, view.state]) ?? []);
    expect(byKind).toMatchObject({ daily: 'active', peer: 'active', class: 'completed', superhero: 'completed' });
  });

  it('say a challenge still listed as active is over once its end has passed', async () => {
    const { result } = renderWith(() =>
      useChallenges(student.id, studentLevel, new Date(Date.now() + 30 * 86_400_000)),
    );
    await waitFor(() => expect(result.current.data).toHaveLength(5));
    expect(result.current.data?.every((view) => view.state === 'completed' || view.state === 'expired')).toBe(true);
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

  it('says where each homework stands against today: the seed has one overdue and one due tomorrow', async () => {
    const { result } = renderWith(() => useTasks(student.id, studentLevel));
    await waitFor(() => expect(result.current.query.data).toHaveLength(6));
    const timings = (result.current.query.data ?? []).map((task) => result.current.timingOf(task));
    expect(timings).toContain('overdue');
    expect(timings).toContain('tomorrow');
    expect(timings.slice(2)).toEqual(['tomorrow', 'later', 'later', 'later']);
  });

  it('computes the timings against the `now` it is given', async () => {
    const { result } = renderWith(() => useTasks(student.id, studentLevel, new Date(Date.now() - 30 * 86_400_000)));
    await waitFor(() => expect(result.current.query.data).toHaveLength(6));
    const open = (result.current.query.data ?? []).filter((task) => !task.validated);
    expect(open.every((task) => result.current.timingOf(task) === 'later')).toBe(true);
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

describe('useNextStep', () => {
  it('waits for its lists, then opens the exam open now that ends first (the seed, relative to today)', async () => {
    const { result } = renderWith(() => useNextStep(student.id, studentLevel));
    expect(result.current.step).toBeNull();
    await waitFor(() => expect(result.current.step).not.toBeNull());
    expect(result.current.step).toMatchObject({ kind: 'exam', exam: { title: 'Le corps humain' } });
    expect(result.current.step?.to).toMatch(/^\/examens\/\d+$/);
  });

  it('then the overdue homework, when no exam is open', async () => {
    server.use(http.get('*/api/koolskools_exams/', () => HttpResponse.json({ exams: [] })));
    const { result } = renderWith(() => useNextStep(student.id, studentLevel));
    await waitFor(() => expect(result.current.step).not.toBeNull());
    expect(result.current.step).toMatchObject({ kind: 'homework', timing: 'overdue' });
    expect(result.current.step?.to).toMatch(/^\/cours\/\d+$/);
  });

  it("then today's daily challenge; a list that failed is left out", async () => {
    server.use(
      http.get('*/api/koolskools_exams/', () => HttpResponse.json({ detail: 'Erreur' }, { status: 500 })),
      http.get('*/api/tasks/:a/:b/', () => HttpResponse.json({ tasks: [] })),
    );
    const { result } = renderWith(() => useNextStep(student.id, studentLevel));
    await waitFor(() => expect(result.current.step).not.toBeNull());
    expect(result.current.step).toMatchObject({ kind: 'challenge', challenge: { kind: 'daily' } });
    expect(result.current.step?.to).toMatch(/^\/defis\/\d+$/);
  });

  it('is the next lesson when nothing is left for today', async () => {
    const later = new Date(Date.now() + 60 * 86_400_000);
    server.use(http.get('*/api/tasks/:a/:b/', () => HttpResponse.json({ tasks: [] })));
    const { result } = renderWith(() => useNextStep(student.id, studentLevel, later));
    await waitFor(() => expect(result.current.step).not.toBeNull());
    expect(result.current.step).toEqual({ kind: 'lesson', to: '/cours' });
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
