import { ALREADY_SUBMITTING, EXAM_CLOSED, getDb } from '@kk/api-mocks/node';
import type { Answer, ExamSheet, Question } from '@kk/domain';
import { apiErrorCode, isApiError } from '../core/errors';
import { createTestStore, type TestStore } from '../../testing/test-store';
import { examPlayerApi } from './exam-player.api';

/** The id of the demo student's exam called `title`. */
const examId = (title: string) => getDb().learning.exams.find((e) => e.title === title && e.level_id === 7)?.id ?? 0;

const sheetOf = (store: TestStore, exam_id: number) =>
  store.dispatch(examPlayerApi.endpoints.getExamSheet.initiate({ exam_id })).unwrap();

const submit = (store: TestStore, exam_id: number, answers: Answer[]) =>
  store.dispatch(examPlayerApi.endpoints.submitExam.initiate({ exam_id, answers })).unwrap();

/** An answer to every question (the last choice, false, a wrong text): some right, most wrong. */
const someAnswers = (questions: Question[]): Answer[] =>
  questions.map((q) => ({ question_id: q.id, choice_ids: [q.choices.at(-1)?.id ?? 0], value: false, text: 'zzz' }));

describe('the exam and exercise player (assumed contract) on the fake backend', () => {
  it('serves an open exam once started, without its keys, and starts the timer', async () => {
    const store = createTestStore({ as: 'eleve' });

    const sheet = await sheetOf(store, examId('Le monde du vivant'));

    expect(sheet).toMatchObject({
      state: 'open',
      feedback_mode: 'end',
      paging_mode: 'one_per_page',
      duration_minutes: 3,
    });
    expect(sheet.questions).toHaveLength(4);
    expect(Date.parse(sheet.deadline ?? '') - Date.parse(sheet.started_at ?? '')).toBe(3 * 60_000);
  });

  it('grades on the server, on 20; a second submit is refused with the §8 message', async () => {
    const store = createTestStore({ as: 'eleve' });
    const id = examId('Les nombres');
    const sheet = await sheetOf(store, id);

    const result = await submit(store, id, someAnswers(sheet.questions));
    const second = await submit(store, id, []).catch((error: unknown) => error);

    expect(result).toMatchObject({ max_grade: 20, questions_count: 5 });
    expect(result?.grade).toBe(Math.round(((result?.correct_count ?? 0) / 5) * 40) / 2);
    expect(result?.corrections).toHaveLength(5);
    expect(isApiError(second) && second.status).toBe(409);
    expect(apiErrorCode(second)).toBe(ALREADY_SUBMITTING);
    const after = await store
      .dispatch(examPlayerApi.endpoints.getExamSheet.initiate({ exam_id: id }, { forceRefetch: true }))
      .unwrap();
    expect(after).toMatchObject({ state: 'submitted', result: { grade: result?.grade } });
  });

  it('gives no corrections in feedback mode none, and refuses a check there', async () => {
    const store = createTestStore({ as: 'eleve' });
    const id = examId('Le corps humain');
    const sheet = await sheetOf(store, id);

    const check = await store
      .dispatch(
        examPlayerApi.endpoints.checkExamAnswer.initiate({
          exam_id: id,
          question_id: sheet.questions[1].id,
          value: true,
        }),
      )
      .unwrap()
      .catch((error: unknown) => error);
    const result = await submit(store, id, [{ question_id: sheet.questions[1].id, value: true }]);

    expect(isApiError(check) && check.status).toBe(403);
    expect(result).toMatchObject({ grade: 4, correct_count: 1, corrections: null });
  });

  it('checks an answer in immediate mode, keeps it locked and counts it at submit', async () => {
    const store = createTestStore({ as: 'eleve' });
    const id = examId('Les fractions');
    const sheet: ExamSheet = await sheetOf(store, id);
    const single = sheet.questions[0];
    const check = (choice: number) =>
      store
        .dispatch(
          examPlayerApi.endpoints.checkExamAnswer.initiate({
            exam_id: id,
            question_id: single.id,
            choice_ids: [choice],
          }),
        )
        .unwrap();

    const first = await check(single.choices[0].id);
    const again = await check(single.choices[1].id);
    const result = await submit(store, id, [{ question_id: single.id, choice_ids: [single.choices[1].id] }]);

    expect(first).toMatchObject({ correct: true, expected: { choice_ids: [single.choices[0].id] } });
    expect(again.correct).toBe(true);
    expect(result?.correct_count).toBe(1);
  });

  it('refuses a submit after the end date', async () => {
    const store = createTestStore({ as: 'eleve' });
    const id = examId('Vocabulaire et grammaire');
    await sheetOf(store, id);
    const plan = getDb().learning.examPlans?.[String(id)];
    if (plan) plan.end_days = -1;

    const error = await submit(store, id, []).catch((e: unknown) => e);

    expect(isApiError(error) && error.status).toBe(403);
    expect(apiErrorCode(error)).toBe(EXAM_CLOSED);
  });

  it('says why an exam is not open, with no questions', async () => {
    const store = createTestStore({ as: 'eleve' });

    const ended = await sheetOf(store, examId('Révision : les nombres'));
    const coming = await sheetOf(store, examId('Bilan de français'));

    expect(ended).toMatchObject({ state: 'ended', questions: [] });
    expect(coming).toMatchObject({ state: 'not_started', questions: [] });
  });

  it('serves an exercise as practice: immediate, points earned on submit', async () => {
    const store = createTestStore({ as: 'eleve' });
    const exercise = getDb().learning.exercises.find((e) => e.level_id === 7 && e.points === 20);
    const exercise_id = exercise?.id ?? 0;

    const sheet = await store.dispatch(examPlayerApi.endpoints.getExamSheet.initiate({ exercise_id })).unwrap();
    const result = await store
      .dispatch(examPlayerApi.endpoints.submitExam.initiate({ exercise_id, answers: someAnswers(sheet.questions) }))
      .unwrap();

    expect(sheet).toMatchObject({ kind: 'exercise', state: 'open', feedback_mode: 'immediate', points: 20 });
    expect(sheet.questions.length).toBeGreaterThanOrEqual(4);
    const count = sheet.questions.length;
    expect(result).toMatchObject({
      questions_count: count,
      points_earned: Math.round((20 * (result?.correct_count ?? 0)) / count),
    });
  });
});
