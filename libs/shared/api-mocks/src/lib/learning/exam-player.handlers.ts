import {
  answerSchema,
  checkExamAnswerPayloadSchema,
  GRADE_SCALE,
  submitExamPayloadSchema,
  type Answer,
  type AnswerCheck,
  type Correction,
  type Exam,
  type ExamResult,
  type ExamSheet,
  type Question,
  type SheetState,
} from '@kk/domain';
import { HttpResponse } from 'msw';
import { forbidden, notFound, requireUser } from '../core/auth';
import { getDb, saveDb } from '../core/db';
import { backend, hostPath, readJson, validate } from '../core/http';
import type { FakeUser } from '../core/users';
import { seedSubject } from '../seed/reference-lists';
import { questionsForSubject, questionsOfSet, type QuestionRow } from './exam-questions.seed';
import { examDates } from './exam-player.seed';
import type { ExerciseRow } from './state';
import { currentLevelOf } from './views';

/**
 * The exam and exercise player (assumed contract, libs/shared/api-clients/README.md): the sheet
 * (`GET …/sheet/`), an answer checked in immediate mode (`POST …/check/`) and the answers submitted
 * (`POST …/submit/`), for exams (`/api/koolskools_exams/{id}/…`) and exercises
 * (`/api/exercises/{id}/…`). Graded here, never in the browser; the questions are served without
 * their keys.
 */

/** §8 dictionary message of a second submit. */
export const ALREADY_SUBMITTING = 'You are already submitting this exam!';
/** Error code of a submit after the exam's end (or its timer) has passed. */
export const EXAM_CLOSED = 'exam_closed';
/** Error code of a submit or a check before the exam opens. */
export const EXAM_NOT_OPEN = 'exam_not_open';
/** Error code of a check in a mode that gives no feedback before the end. */
export const NO_IMMEDIATE_FEEDBACK = 'feedback_not_immediate';
/** A submit this long after the deadline is still taken (the timer's own submit, a slow network). */
export const SUBMIT_GRACE_MS = 120_000;

/** One student's attempt at one exam. */
export interface ExamAttemptRow {
  exam_id: number;
  user_id: number;
  started_at: string;
  checks: AnswerCheck[];
  submitted_at: string | null;
  result: ExamResult | null;
}

function attempts(): ExamAttemptRow[] {
  return (getDb().learning.examAttempts ??= []);
}

function attemptOf(examId: number, userId: number): ExamAttemptRow | undefined {
  return attempts().find((a) => a.exam_id === examId && a.user_id === userId);
}

/** An exam with its dates resolved (planned exams are relative to today). */
function datedExam(exam: Exam, now: number): Exam {
  const plan = getDb().learning.examPlans?.[String(exam.id)];
  return plan ? { ...exam, ...examDates(plan, now) } : exam;
}

function examQuestions(exam: Exam): QuestionRow[] {
  const plan = getDb().learning.examPlans?.[String(exam.id)];
  return plan ? questionsOfSet(plan.set, exam.id * 100) : questionsForSubject(exam.subject_id, exam.id, exam.id * 100);
}

function exerciseQuestions(exercise: ExerciseRow): QuestionRow[] {
  return questionsForSubject(exercise.subject_id, exercise.id, 1_000_000 + exercise.id * 100);
}

function sheetState(exam: Exam, attempt: ExamAttemptRow | undefined, now: number): SheetState {
  if (attempt?.submitted_at || exam.status === 'submitted' || exam.status === 'corrected') return 'submitted';
  if (now < Date.parse(exam.start_date)) return 'not_started';
  if (now > Date.parse(exam.end_date) || exam.status === 'expired') return 'ended';
  return 'open';
}

function deadlineOf(exam: Exam, attempt: ExamAttemptRow | undefined): string | null {
  if (!attempt) return null;
  const end = Date.parse(exam.end_date);
  const timer = exam.duration_minutes > 0 ? Date.parse(attempt.started_at) + exam.duration_minutes * 60_000 : end;
  return new Date(Math.min(end, timer)).toISOString();
}

/** The exam as the list (call 46) shows it to `user`: dates resolved, state and grade of their attempt. */
export function examForUser(exam: Exam, user: FakeUser, now = Date.now()): Exam {
  const dated = datedExam(exam, now);
  const attempt = attemptOf(exam.id, user.id);
  if (attempt?.result) return { ...dated, status: 'corrected', grade: attempt.result.grade };
  if (!getDb().learning.examPlans?.[String(exam.id)]) return dated;
  const state = sheetState(dated, attempt, now);
  const status = state === 'open' ? 'in_progress' : state === 'ended' ? 'expired' : state;
  return { ...dated, status };
}

const publicQuestion = ({ key: _key, explanation: _explanation, ...question }: QuestionRow): Question => question;

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.!?]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const sameSet = (a: readonly number[], b: readonly number[]) => sameList([...a].sort(), [...b].sort());

/** Whether `answer` is right for `question`. */
export function isRight(question: QuestionRow, answer: Answer | undefined): boolean {
  if (!answer) return false;
  const { key } = question;
  switch (question.type) {
    case 'single_choice':
    case 'ordering':
      return sameList(answer.choice_ids ?? [], key.choice_ids ?? []);
    case 'multiple_choice':
      return sameSet(answer.choice_ids ?? [], key.choice_ids ?? []);
    case 'true_false':
      return answer.value === key.value;
    case 'short_answer':
      return (key.texts ?? []).some((text) => normalise(text) === normalise(answer.text ?? ''));
  }
}

function correctionOf(question: QuestionRow, answer: Answer | undefined): Correction {
  return {
    question_id: question.id,
    correct: isRight(question, answer),
    expected: {
      choice_ids: question.key.choice_ids ?? null,
      value: question.key.value ?? null,
      text: question.key.texts?.[0] ?? null,
    },
    explanation: question.explanation,
  };
}

/** Grades every answer: the grade on 20 (to the half point), the corrections when the mode shows them. */
function grade(
  questions: readonly QuestionRow[],
  answers: readonly Answer[],
  withCorrections: boolean,
  points: number | null,
  now: number,
): ExamResult {
  const byQuestion = new Map(answers.map((a) => [a.question_id, a]));
  const corrections = questions.map((q) => correctionOf(q, byQuestion.get(q.id)));
  const total = questions.reduce((sum, q) => sum + q.points, 0);
  const earned = questions.reduce((sum, q, i) => sum + (corrections[i].correct ? q.points : 0), 0);
  const ratio = total === 0 ? 0 : earned / total;
  return {
    grade: Math.round(ratio * GRADE_SCALE * 2) / 2,
    max_grade: GRADE_SCALE,
    correct_count: corrections.filter((c) => c.correct).length,
    questions_count: questions.length,
    points_earned: points === null ? null : Math.round(points * ratio),
    submitted_at: new Date(now).toISOString(),
    corrections: withCorrections ? corrections : null,
  };
}

/**
 * Grades answers to an exercise as its submit does (the grade on 20, the points of the exercise);
 * a challenge round (challenges.handlers.ts) grades each of its exercises with it.
 */
export function gradeExercise(exercise: ExerciseRow, answers: readonly Answer[], now = Date.now()): ExamResult {
  return grade(exerciseQuestions(exercise), answers, true, exercise.points, now);
}

/**
 * The right answers to exercise `exerciseId` (none when it does not exist): for tests and demo
 * journeys that must score, never served.
 */
export function rightAnswersOf(exerciseId: number): Answer[] {
  const exercise = getDb().learning.exercises.find((e) => e.id === exerciseId);
  if (!exercise) return [];
  return exerciseQuestions(exercise).map(({ id, key }) => ({
    question_id: id,
    ...(key.choice_ids ? { choice_ids: key.choice_ids } : {}),
    ...(key.value !== undefined ? { value: key.value } : {}),
    ...(key.texts ? { text: key.texts[0] } : {}),
  }));
}

/** The exam `id` for a student of its level, or a thrown 403/404. */
function examFor(user: FakeUser, id: number): Exam {
  if (user.account_type !== 'student') throw forbidden();
  const exam = getDb().learning.exams.find((e) => e.id === id);
  if (!exam || exam.level_id !== currentLevelOf(user)) throw notFound();
  return datedExam(exam, Date.now());
}

function exerciseFor(user: FakeUser, id: number): ExerciseRow {
  if (user.account_type !== 'student') throw forbidden();
  const exercise = getDb().learning.exercises.find((e) => e.id === id);
  if (!exercise) throw notFound();
  return exercise;
}

function examSheet(exam: Exam, user: FakeUser, now: number): ExamSheet {
  let attempt = attemptOf(exam.id, user.id);
  const state = sheetState(exam, attempt, now);
  if (state === 'open' && !attempt) {
    attempt = {
      exam_id: exam.id,
      user_id: user.id,
      started_at: new Date(now).toISOString(),
      checks: [],
      submitted_at: null,
      result: null,
    };
    attempts().push(attempt);
    // A read that starts the timer changes the store: kept like a write.
    saveDb();
  }
  const showQuestions = state === 'open' || (state === 'submitted' && exam.feedback_mode !== 'none' && attempt?.result);
  return {
    kind: 'exam',
    ...sheetHeading(exam),
    feedback_mode: exam.feedback_mode,
    paging_mode: exam.paging_mode,
    duration_minutes: exam.duration_minutes || null,
    start_date: exam.start_date,
    end_date: exam.end_date,
    state,
    started_at: attempt?.started_at ?? null,
    deadline: state === 'open' ? deadlineOf(exam, attempt) : null,
    points: null,
    questions: showQuestions ? examQuestions(exam).map(publicQuestion) : [],
    checks: exam.feedback_mode === 'immediate' ? (attempt?.checks ?? []) : [],
    result: attempt?.result ?? null,
  };
}

/** What a sheet's heading shows, exam or exercise alike: its title and its subject's name. */
function sheetHeading(row: { id: number; title: string; subject_id: number }) {
  return { id: row.id, title: row.title, subject_id: row.subject_id, subject_name: seedSubject(row.subject_id).name };
}

function exerciseSheet(exercise: ExerciseRow): ExamSheet {
  return {
    kind: 'exercise',
    ...sheetHeading(exercise),
    feedback_mode: 'immediate',
    paging_mode: 'one_per_page',
    duration_minutes: null,
    start_date: null,
    end_date: null,
    state: 'open',
    started_at: null,
    deadline: null,
    points: exercise.points,
    questions: exerciseQuestions(exercise).map(publicQuestion),
    checks: [],
    result: null,
  };
}

const refuse = (error: string, status: number) => HttpResponse.json({ error }, { status });

/** Handlers of the exam and exercise player. */
export const examPlayerHandlers = [
  backend.get(hostPath('api/koolskools_exams/:exam_id/sheet/'), ({ request, params }) => {
    const user = requireUser(request, 'bearer');
    const exam = examFor(user, Number(params['exam_id']));
    return HttpResponse.json(examSheet(exam, user, Date.now()));
  }),

  backend.post(hostPath('api/koolskools_exams/:exam_id/check/'), async ({ request, params }) => {
    const user = requireUser(request, 'bearer');
    const exam = examFor(user, Number(params['exam_id']));
    const answer = validate(checkExamAnswerPayloadSchema, await readJson(request));
    const now = Date.now();
    const attempt = attemptOf(exam.id, user.id);
    const state = sheetState(exam, attempt, now);
    if (state === 'submitted') return refuse(ALREADY_SUBMITTING, 409);
    if (state !== 'open' || !attempt) return refuse(EXAM_NOT_OPEN, 403);
    if (exam.feedback_mode !== 'immediate') return refuse(NO_IMMEDIATE_FEEDBACK, 403);
    const question = examQuestions(exam).find((q) => q.id === answer.question_id);
    if (!question) return notFound();
    // A checked answer is kept: asking again answers the first check.
    const done = attempt.checks.find((c) => c.question_id === question.id);
    if (done) return HttpResponse.json(done);
    const check: AnswerCheck = { ...correctionOf(question, answer), answer };
    attempt.checks.push(check);
    return HttpResponse.json(check);
  }),

  backend.post(hostPath('api/koolskools_exams/:exam_id/submit/'), async ({ request, params }) => {
    const user = requireUser(request, 'bearer');
    const exam = examFor(user, Number(params['exam_id']));
    const { answers } = validate(submitExamPayloadSchema, await readJson(request));
    const now = Date.now();
    const attempt = attemptOf(exam.id, user.id);
    const state = sheetState(exam, attempt, now);
    if (state === 'submitted') return refuse(ALREADY_SUBMITTING, 409);
    if (state === 'not_started' || !attempt) return refuse(EXAM_NOT_OPEN, 403);
    const deadline = Date.parse(deadlineOf(exam, attempt) ?? exam.end_date);
    if (state === 'ended' || now > deadline + SUBMIT_GRACE_MS) return refuse(EXAM_CLOSED, 403);
    // Immediate mode: a checked answer is the one that counts.
    const given = answers.map((a) => attempt.checks.find((c) => c.question_id === a.question_id)?.answer ?? a);
    for (const check of attempt.checks) {
      if (check.answer && !given.some((a) => a.question_id === check.question_id)) given.push(check.answer);
    }
    const result = grade(examQuestions(exam), given, exam.feedback_mode !== 'none', null, now);
    attempt.submitted_at = result.submitted_at ?? null;
    attempt.result = result;
    return HttpResponse.json(result);
  }),

  backend.get(hostPath('api/exercises/:exercise_id/sheet/'), ({ request, params }) => {
    const user = requireUser(request, 'bearer');
    return HttpResponse.json(exerciseSheet(exerciseFor(user, Number(params['exercise_id']))));
  }),

  backend.post(hostPath('api/exercises/:exercise_id/check/'), async ({ request, params }) => {
    const user = requireUser(request, 'bearer');
    const exercise = exerciseFor(user, Number(params['exercise_id']));
    const answer = validate(answerSchema, await readJson(request));
    const question = exerciseQuestions(exercise).find((q) => q.id === answer.question_id);
    if (!question) return notFound();
    const check: AnswerCheck = { ...correctionOf(question, answer), answer };
    return HttpResponse.json(check);
  }),

  backend.post(hostPath('api/exercises/:exercise_id/submit/'), async ({ request, params }) => {
    const user = requireUser(request, 'bearer');
    const exercise = exerciseFor(user, Number(params['exercise_id']));
    const { answers } = validate(submitExamPayloadSchema, await readJson(request));
    const result = grade(exerciseQuestions(exercise), answers, true, exercise.points, Date.now());
    if (!exercise.done_by.includes(user.id)) exercise.done_by.push(user.id);
    return HttpResponse.json(result);
  }),
];
