import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb, server } from '@kk/api-mocks/node';
import { demoSessionUser, hookWrapper } from '@kk/testing';
import { storedAnswersKey } from './use-stored-answers';
import { ALREADY_SUBMITTING, submitErrorKey, usePlayer } from './use-player';

const student = demoSessionUser('eleve');
const examId = (title: string) => getDb().learning.exams.find((e) => e.title === title && e.level_id === 7)?.id ?? 0;

function renderPlayer(target: Parameters<typeof usePlayer>[0]) {
  return renderHook(() => usePlayer(target), { wrapper: hookWrapper({ user: student }).wrapper });
}

describe('usePlayer', () => {
  beforeEach(() => localStorage.clear());

  it('loads an open exam with its modes, its questions and its countdown', async () => {
    const { result } = renderPlayer({ exam_id: examId('Le monde du vivant') });
    expect(result.current.query.isLoading).toBe(true);

    await waitFor(() => expect(result.current.countdown.secondsLeft).not.toBeNull());

    // Four questions, one of them an ordering (always answered: it has an order).
    expect(result.current).toMatchObject({ immediate: false, paged: true, index: 0, unanswered: 3 });
    expect(result.current.countdown.secondsLeft).toBeGreaterThan(170);
    expect(result.current.countdown.secondsLeft).toBeLessThanOrEqual(180);
  });

  it('keeps the answers in progress per user and exam, so a reload resumes them', async () => {
    const id = examId('Les nombres');
    const first = renderPlayer({ exam_id: id });
    await waitFor(() => expect(first.result.current.questions).toHaveLength(5));
    const question = first.result.current.questions[0];

    act(() => first.result.current.setAnswer({ question_id: question.id, text: '60' }));
    first.unmount();
    const reloaded = renderPlayer({ exam_id: id });
    await waitFor(() => expect(reloaded.result.current.questions).toHaveLength(5));

    expect(reloaded.result.current.answers[question.id]).toEqual({ question_id: question.id, text: '60' });
    expect(reloaded.result.current.unanswered).toBe(3);
    expect(localStorage.getItem(storedAnswersKey(student.id, 'exam', id))).toContain('60');
  });

  it('submits once: the grade on 20 with the corrections (mode end), the stored answers cleared', async () => {
    const id = examId('Les nombres');
    const { result } = renderPlayer({ exam_id: id });
    await waitFor(() => expect(result.current.questions).toHaveLength(5));
    const first = result.current.questions[0];
    act(() => result.current.setAnswer({ question_id: first.id, text: ' 60 ' }));

    await act(() => result.current.submit());

    expect(result.current.result).toMatchObject({ max_grade: 20, correct_count: expect.any(Number) });
    expect(result.current.result?.corrections).toHaveLength(5);
    expect(result.current.sentAnswers[first.id]).toBeDefined();
    expect(result.current.submittedNow).toBe(true);
    expect(localStorage.getItem(storedAnswersKey(student.id, 'exam', id))).toBeNull();
  });

  it('shows only the grade in mode none', async () => {
    const { result } = renderPlayer({ exam_id: examId('Le corps humain') });
    await waitFor(() => expect(result.current.questions.length).toBeGreaterThan(0));

    await act(() => result.current.submit());

    expect(result.current.result).toMatchObject({ grade: expect.any(Number), corrections: null });
  });

  it('checks an answer in immediate mode and locks it', async () => {
    const { result } = renderPlayer({ exam_id: examId('Les fractions') });
    await waitFor(() => expect(result.current.immediate).toBe(true));
    const question = result.current.questions[1];
    act(() => result.current.setAnswer({ question_id: question.id, value: true }));

    await act(() => result.current.check(question));
    await waitFor(() => expect(result.current.checks[question.id]).toBeDefined());
    act(() => result.current.setAnswer({ question_id: question.id, value: false }));

    expect(result.current.checks[question.id]).toMatchObject({ correct: true });
    expect(result.current.answers[question.id]).toMatchObject({ value: true });
  });

  it('says a second submit is refused with the translated §8 message', async () => {
    server.use(
      http.post('*/api/koolskools_exams/:id/submit/', () =>
        HttpResponse.json({ error: ALREADY_SUBMITTING }, { status: 409 }),
      ),
    );
    const { result } = renderPlayer({ exam_id: examId('Les nombres') });
    await waitFor(() => expect(result.current.questions).toHaveLength(5));

    await act(() => result.current.submit());

    expect(result.current.submitError).toBe('errors:examAlreadySubmitting');
    expect(result.current.result).toBeNull();
  });

  it('keeps the answers when the submit fails for another reason', async () => {
    server.use(http.post('*/api/koolskools_exams/:id/submit/', () => HttpResponse.error()));
    const id = examId('Les nombres');
    const { result } = renderPlayer({ exam_id: id });
    await waitFor(() => expect(result.current.questions).toHaveLength(5));
    act(() => result.current.setAnswer({ question_id: result.current.questions[0].id, text: '60' }));

    await act(() => result.current.submit());

    expect(result.current.submitError).toBe('learning-exams:submit.failed');
    expect(localStorage.getItem(storedAnswersKey(student.id, 'exam', id))).toContain('60');
  });

  it('names each refusal', () => {
    const refusal = (error: string) => ({ kind: 'http', message: 'Forbidden', status: 403, data: { error } });
    expect(submitErrorKey(refusal('exam_closed'))).toBe('learning-exams:submit.closed');
    expect(submitErrorKey(refusal('exam_not_open'))).toBe('learning-exams:submit.notOpen');
  });

  it('submits by itself when the time runs out', async () => {
    const deadline = new Date(Date.now() + 1500).toISOString();
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/koolskools_exams/:id/sheet/', () =>
        HttpResponse.json({
          id: 1,
          title: 'Chrono',
          state: 'open',
          feedback_mode: 'end',
          duration_minutes: 3,
          deadline,
          questions: [{ id: 11, type: 'true_false', prompt: 'Vrai ?', choices: [] }],
          checks: [],
        }),
      ),
      http.post('*/api/koolskools_exams/:id/submit/', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ grade: 20, max_grade: 20, correct_count: 1, questions_count: 1, corrections: [] });
      }),
    );
    const { result } = renderPlayer({ exam_id: 1 });
    await waitFor(() => expect(result.current.countdown.secondsLeft).not.toBeNull());
    act(() => result.current.setAnswer({ question_id: 11, value: true }));

    await waitFor(() => expect(result.current.result?.grade).toBe(20), { timeout: 4000 });

    expect(result.current.timedOut).toBe(true);
    expect(sent).toEqual([{ answers: [{ question_id: 11, value: true }] }]);
  });

  it('says why an exam is not open', async () => {
    const { result } = renderPlayer({ exam_id: examId('Bilan de français') });
    await waitFor(() => expect(result.current.sheet?.state).toBe('not_started'));
    expect(result.current.questions).toEqual([]);
    expect(result.current.countdown.secondsLeft).toBeNull();
  });

  it('plays an exercise as practice, then starts it again', async () => {
    const exercise = getDb().learning.exercises.find((e) => e.level_id === 7);
    const { result } = renderPlayer({ exercise_id: exercise?.id ?? 0 });
    await waitFor(() => expect(result.current.sheet?.kind).toBe('exercise'));

    await act(() => result.current.submit());
    expect(result.current.result?.points_earned).not.toBeNull();
    act(() => result.current.restart());

    expect(result.current.result).toBeNull();
    expect(result.current.index).toBe(0);
  });
});
