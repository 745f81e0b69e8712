import { useCallback, useMemo, useRef, useState } from 'react';
import {
  apiErrorCode,
  useCheckExamAnswerMutation,
  useGetExamSheetQuery,
  useSubmitExamMutation,
  type SheetTarget,
} from '@kk/api-clients';
import type { Answer, AnswerCheck, ExamResult, ExamSheet, Question } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { selectSessionUser, useAppSelector } from '@kk/session';
import { answerToSend, checksById, isAnswered, type AnswerMap } from './answers';
import { useCountdown, type Countdown } from './use-countdown';
import { storedAnswersKey, useStoredAnswers } from './use-stored-answers';

/** The §8 dictionary message of a second submit (the fake backend's and, we assume, the real one's). */
export const ALREADY_SUBMITTING = 'You are already submitting this exam!';

/** What a refused or failed submit says, as a translation key. */
export function submitErrorKey(error: unknown): TranslationKey {
  const code = apiErrorCode(error);
  if (code === ALREADY_SUBMITTING) return 'errors:examAlreadySubmitting';
  if (code === 'exam_closed') return 'learning-exams:submit.closed';
  if (code === 'exam_not_open') return 'learning-exams:submit.notOpen';
  return 'learning-exams:submit.failed';
}

/** The sheet's query as the page reads it (QueryState's shape). */
export interface SheetQuery {
  data?: ExamSheet;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** What {@link usePlayer} returns: everything the player screen shows and does. */
export interface Player {
  /** The sheet query, in the shape QueryState reads. */
  query: SheetQuery;
  sheet: ExamSheet | undefined;
  questions: Question[];
  answers: AnswerMap;
  /** Sets the answer to one question (kept in localStorage); ignored once the question is checked. */
  setAnswer: (answer: Answer) => void;
  /** The checked answers (immediate mode), by question id: locked. */
  checks: Record<number, AnswerCheck>;
  /** Checks one answer (immediate mode). */
  check: (question: Question) => Promise<void>;
  /** The question being checked, or null. */
  checking: number | null;
  /** Why the last check failed, or null. */
  checkError: TranslationKey | null;
  /** Feedback comes after each answer (immediate mode: exercises always). */
  immediate: boolean;
  /** One question per page. */
  paged: boolean;
  /** Index of the question shown (one per page). */
  index: number;
  goTo: (index: number) => void;
  /** Questions without an answer. */
  unanswered: number;
  /** Sends every answer. */
  submit: () => Promise<void>;
  submitting: boolean;
  /** The result, once submitted (from the submit, else from the sheet). */
  result: ExamResult | null;
  /** The result comes from a submit of this visit (not a sheet handed in before). */
  submittedNow: boolean;
  /** The answers sent with the submit (the result shows them beside the corrections). */
  sentAnswers: AnswerMap;
  /** Starts again from the first question, with no answers (an exercise, after its result). */
  restart: () => void;
  /** Why the submit failed or was refused, or null. */
  submitError: TranslationKey | null;
  /** The time left (exams with a duration). */
  countdown: Countdown;
  /** The exam submitted itself when the time ran out. */
  timedOut: boolean;
}

/** Options of {@link usePlayer}. */
export interface PlayerOptions {
  /**
   * What the answers in progress are kept under (`kk_player:<user>:<storageKind>:<id>`): a challenge
   * round keeps its own (`challenge-<id>`), apart from the same exercise practised on its own.
   * @default 'exam' or 'exercise', from the target
   */
  storageKind?: string;
}

/**
 * The view model of the exam and exercise player: the sheet, the answers in progress (kept per user
 * and sheet in localStorage so a reload resumes, cleared after the submit), the immediate-mode
 * checks, the paging, the countdown (the exam submits itself at zero) and the submit, once. A
 * challenge round (`useChallengeRound`) plays each exercise with it and records the round itself
 * instead of `submit`.
 */
export function usePlayer(target: SheetTarget, options: PlayerOptions = {}): Player {
  const user = useAppSelector(selectSessionUser);
  const kind = options.storageKind ?? ('exam_id' in target ? 'exam' : 'exercise');
  const sheetId = 'exam_id' in target ? target.exam_id : target.exercise_id;
  const sheetQuery = useGetExamSheetQuery(target);
  const { refetch } = sheetQuery;
  const query: SheetQuery = {
    data: sheetQuery.data,
    isLoading: sheetQuery.isLoading,
    isError: sheetQuery.isError,
    error: sheetQuery.error,
    refetch,
  };
  const sheet = query.data;
  const questions = useMemo(() => sheet?.questions ?? [], [sheet]);
  const stored = useStoredAnswers(user ? storedAnswersKey(user.id, kind, sheetId) : null);
  const checks = useMemo(() => checksById(sheet?.checks ?? []), [sheet]);
  const [checkAnswer] = useCheckExamAnswerMutation();
  const [sendAnswers, submitState] = useSubmitExamMutation();
  const [checking, setChecking] = useState<number | null>(null);
  const [checkError, setCheckError] = useState<TranslationKey | null>(null);
  const [submitError, setSubmitError] = useState<TranslationKey | null>(null);
  const [submitted, setSubmitted] = useState<ExamResult | null>(null);
  const [index, setIndex] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const [sentAnswers, setSentAnswers] = useState<AnswerMap>({});
  const sending = useRef(false);

  const immediate = sheet?.feedback_mode === 'immediate';
  const paged = sheet?.paging_mode !== 'all_on_one_page';

  // A checked answer is the server's: it wins over what was stored.
  const answers = useMemo(() => {
    const merged: AnswerMap = { ...stored.answers };
    for (const c of Object.values(checks)) if (c.answer) merged[c.question_id] = c.answer;
    return merged;
  }, [stored.answers, checks]);

  const setAnswer = useCallback(
    (answer: Answer) => {
      if (checks[answer.question_id]) return;
      stored.setAnswer(answer);
    },
    [checks, stored],
  );

  const check = useCallback(
    async (question: Question) => {
      const answer = answerToSend(question, answers[question.id]);
      if (!answer || checks[question.id]) return;
      setChecking(question.id);
      setCheckError(null);
      try {
        await checkAnswer({ ...target, ...answer }).unwrap();
      } catch (error) {
        setCheckError(
          submitErrorKey(error) === 'learning-exams:submit.failed'
            ? 'learning-exams:check.failed'
            : submitErrorKey(error),
        );
      } finally {
        setChecking(null);
      }
    },
    [answers, checks, checkAnswer, target],
  );

  const unanswered = questions.filter((q) => !checks[q.id] && !isAnswered(q, answers[q.id])).length;

  const submit = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    setSubmitError(null);
    const payload = questions.flatMap((q) => {
      const a = answerToSend(q, answers[q.id]);
      return a ? [a] : [];
    });
    try {
      const result = await sendAnswers({ ...target, answers: payload }).unwrap();
      setSentAnswers(answers);
      stored.clear();
      setSubmitted(result);
    } catch (error) {
      const key = submitErrorKey(error);
      setSubmitError(key);
      // Refused for good (already submitted, closed): the answers are of no more use.
      if (key !== 'learning-exams:submit.failed') stored.clear();
    } finally {
      sending.current = false;
    }
  }, [questions, answers, sendAnswers, target, stored]);

  const restart = useCallback(() => {
    stored.clear();
    setSubmitted(null);
    setSentAnswers({});
    setSubmitError(null);
    setIndex(0);
    // The checks of the last round (kept in the cached sheet) go: the server keeps none for exercises.
    void refetch();
  }, [stored, refetch]);

  const open = sheet?.state === 'open' && !submitted;
  const countdown = useCountdown(open ? (sheet?.deadline ?? null) : null, () => {
    setTimedOut(true);
    void submit();
  });

  return {
    query,
    sheet,
    questions,
    answers,
    setAnswer,
    checks,
    check,
    checking,
    checkError,
    immediate,
    paged,
    index: Math.min(index, Math.max(questions.length - 1, 0)),
    goTo: setIndex,
    unanswered,
    submit,
    submitting: submitState.isLoading,
    result: submitted ?? sheet?.result ?? null,
    submittedNow: submitted !== null,
    sentAnswers,
    restart,
    submitError,
    countdown,
    timedOut,
  };
}
