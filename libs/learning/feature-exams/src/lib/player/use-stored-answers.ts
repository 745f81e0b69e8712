import { useCallback, useState } from 'react';
import type { Answer } from '@kk/domain';
import type { AnswerMap } from './answers';

/** Prefix of the answers in progress in localStorage: `kk_player:<user id>:<exam|exercise>:<id>`. */
export const STORED_ANSWERS_PREFIX = 'kk_player';

/** The storage key of one user's answers to one sheet. */
export function storedAnswersKey(userId: number | string, kind: string, sheetId: number | string): string {
  return `${STORED_ANSWERS_PREFIX}:${userId}:${kind}:${sheetId}`;
}

const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' && value !== null && typeof (value as Answer).question_id === 'number';

/**
 * Reads stored answers; anything that is not a map of answers reads as none (and is removed). The
 * session lib's `readStored` only takes the §3 keys: these keys are per user and per sheet.
 */
export function readStoredAnswers(key: string): AnswerMap {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return {};
    const json = JSON.parse(raw) as unknown;
    if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('not a map');
    const answers = Object.values(json).filter(isAnswer);
    return Object.fromEntries(answers.map((a) => [a.question_id, a]));
  } catch {
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage blocked: nothing to remove.
    }
    return {};
  }
}

function write(key: string, answers: AnswerMap) {
  try {
    if (Object.keys(answers).length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(answers));
  } catch {
    // Quota or storage blocked: the answers stay in memory for this visit.
  }
}

/** What {@link useStoredAnswers} returns. */
export interface StoredAnswers {
  answers: AnswerMap;
  /** Sets one answer (kept at once). */
  setAnswer: (answer: Answer) => void;
  /** Forgets every answer (after the submit). */
  clear: () => void;
}

/**
 * The answers in progress of one user on one sheet, kept in localStorage as they change, so a
 * reload (or a lost connection) resumes where the child was. `key` null (no user yet) keeps them in
 * memory only.
 */
export function useStoredAnswers(key: string | null): StoredAnswers {
  const [answers, setAnswers] = useState<AnswerMap>(() => (key ? readStoredAnswers(key) : {}));
  const [readFor, setReadFor] = useState(key);
  if (readFor !== key) {
    // Another user or sheet: its own answers (React's "adjust state while rendering" pattern).
    setReadFor(key);
    setAnswers(key ? readStoredAnswers(key) : {});
  }
  const setAnswer = useCallback(
    (answer: Answer) =>
      setAnswers((previous) => {
        const next = { ...previous, [answer.question_id]: answer };
        if (key) write(key, next);
        return next;
      }),
    [key],
  );
  const clear = useCallback(() => {
    if (key) write(key, {});
    setAnswers({});
  }, [key]);
  return { answers, setAnswer, clear };
}
