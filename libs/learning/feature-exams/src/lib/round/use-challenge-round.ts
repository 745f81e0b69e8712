import { useCallback, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  apiErrorCode,
  useGetChallengeExercisesQuery,
  useGetChallengesQuery,
  useRecordChallengeRoundMutation,
} from '@kk/api-clients';
import type { Answer, Challenge, ChallengeKind } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { selectSessionUser, useAppSelector } from '@kk/session';
import { STORED_ANSWERS_PREFIX, storedAnswersKey } from '../player/use-stored-answers';

/** Why a challenge cannot be played: over, not started yet, or put aside by the child. */
export type RoundClosedReason = 'closed' | 'not_open' | 'blocked';

/** The challenge as the round shows it. */
export interface RoundChallenge {
  id: number;
  kind: ChallengeKind;
  title: string;
  /** The child's score before this visit's round. */
  score: number;
  maxScore: number;
  /** The child played it before (the best round counts). */
  played: boolean;
  /** Why it cannot be played, or null when it can. */
  closedReason: RoundClosedReason | null;
}

/** One exercise of the round. */
export interface RoundExercise {
  id: number;
  title: string;
}

/** What the round's screen loads: the challenge (null: not one of the child's) and its exercises. */
export interface RoundData {
  challenge: RoundChallenge | null;
  exercises: RoundExercise[];
}

/** The end of a round, as the end screen tells it. */
export interface RoundOutcome {
  /** Points of this round (null: the backend did not say). */
  points: number | null;
  /** The score after the round (null: the backend did not say). */
  score: number | null;
  maxScore: number;
  /** The place after the round, and before (null: unknown). */
  rank: number | null;
  previousRank: number | null;
  /** The round did not beat an earlier one: the best score stays. */
  bestKept: boolean;
}

/** What {@link useChallengeRound} returns. */
export interface ChallengeRound {
  /** The challenge and its exercises, in the shape QueryState reads. */
  query: {
    data?: RoundData;
    isLoading: boolean;
    isError: boolean;
    error?: unknown;
    refetch: () => unknown;
  };
  /** The key of the exercises' answers in progress (`usePlayer`'s `storageKind`): `challenge-<id>`. */
  storageKind: string;
  /** Index of the exercise being played. */
  index: number;
  total: number;
  /** The exercise being played (undefined before the data, or with no exercises). */
  current: RoundExercise | undefined;
  /** True on the round's last exercise (its end records the round). */
  last: boolean;
  /** The child is done with the current exercise: its answers are kept, the next one opens. */
  next: (answers: Answer[]) => void;
  /** The child is done with the last exercise: the round is sent (once at a time). */
  finish: (answers: Answer[]) => Promise<void>;
  submitting: boolean;
  /** Why the round was refused or failed, or null. */
  submitError: TranslationKey | null;
  /** The round's result, once recorded. */
  outcome: RoundOutcome | null;
}

/** What a refused or failed round says, as a translation key. */
export function roundErrorKey(error: unknown): TranslationKey {
  switch (apiErrorCode(error)) {
    case 'challenge_closed':
      return 'learning-exams:round.refused.closed';
    case 'challenge_not_open':
      return 'learning-exams:round.refused.notOpen';
    case 'challenge_blocked':
      return 'learning-exams:round.refused.blocked';
    default:
      return 'learning-exams:round.refused.failed';
  }
}

/** Why `challenge` cannot be played on `now`, or null. */
export function closedReason(
  challenge: Pick<Challenge, 'blocked' | 'status' | 'start_date' | 'end_date'>,
  now: number,
): RoundClosedReason | null {
  if (challenge.blocked) return 'blocked';
  const end = Date.parse(challenge.end_date);
  if (challenge.status !== 'active' || (Number.isFinite(end) && end < now)) return 'closed';
  const start = Date.parse(challenge.start_date);
  if (Number.isFinite(start) && start > now) return 'not_open';
  return null;
}

/** The round in progress, kept in localStorage: where the child is, and the answers of the exercises done. */
interface StoredRound {
  index: number;
  done: Record<string, Answer[]>;
}

const EMPTY_ROUND: StoredRound = { index: 0, done: {} };

/** The storage key of a round in progress: `kk_player:<user>:challenge:<id>`. */
export function storedRoundKey(userId: number | string, challengeId: number | string): string {
  return `${STORED_ANSWERS_PREFIX}:${userId}:challenge:${challengeId}`;
}

function readRound(key: string | null): StoredRound {
  if (!key) return EMPTY_ROUND;
  try {
    const json = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<StoredRound> | null;
    if (!json || typeof json.index !== 'number' || typeof json.done !== 'object' || json.done === null) {
      return EMPTY_ROUND;
    }
    return { index: Math.max(0, Math.floor(json.index)), done: json.done };
  } catch {
    return EMPTY_ROUND;
  }
}

function writeRound(key: string | null, round: StoredRound | null) {
  if (!key) return;
  try {
    if (round) localStorage.setItem(key, JSON.stringify(round));
    else localStorage.removeItem(key);
  } catch {
    // Storage blocked or full: the round stays in memory for this visit.
  }
}

function removeKey(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing to remove.
  }
}

/**
 * The view model of a challenge round (`/defis/:challengeId/jouer`): the challenge and its
 * exercises (call 43), played one after the other (each with `usePlayer`, immediate feedback); the
 * round in progress survives a reload (the exercise reached, the answers of those done, and
 * `usePlayer` keeps the current one's); the last exercise sends the round (assumed
 * `POST /api/challenges/{id}/score/`), then the outcome: the points, the new score and place.
 * The stored round is cleared once recorded, or refused for good.
 */
export function useChallengeRound(): ChallengeRound {
  const { challengeId } = useParams();
  const id = Number(challengeId);
  const valid = Number.isInteger(id) && id > 0;
  const user = useAppSelector(selectSessionUser);
  const list = useGetChallengesQuery();
  const exercisesQuery = useGetChallengeExercisesQuery(id, { skip: !valid });
  const [record, recordState] = useRecordChallengeRoundMutation();
  const key = user && valid ? storedRoundKey(user.id, id) : null;
  const storageKind = `challenge-${valid ? id : 0}`;

  const [round, setRound] = useState<StoredRound>(() => readRound(key));
  const [readFor, setReadFor] = useState(key);
  if (readFor !== key) {
    // Another user or challenge: its own round ("adjust state while rendering").
    setReadFor(key);
    setRound(readRound(key));
  }
  const [outcome, setOutcome] = useState<RoundOutcome | null>(null);
  const [submitError, setSubmitError] = useState<TranslationKey | null>(null);
  const sending = useRef(false);

  const challengeRow = valid ? list.data?.find((c) => c.id === id) : undefined;
  // Read once per visit: the end screen compares with what the child had before the round.
  const [now] = useState(() => Date.now());
  const data = useMemo((): RoundData | undefined => {
    if (!list.data || (valid && !exercisesQuery.data)) return undefined;
    const c = challengeRow;
    return {
      challenge: c
        ? {
            id: c.id,
            kind: c.kind,
            title: c.title,
            score: c.score,
            maxScore: c.max_score,
            played: c.played ?? c.score > 0,
            closedReason: closedReason(c, now),
          }
        : null,
      exercises: c ? (exercisesQuery.data?.exercises ?? []).map((e) => ({ id: e.id, title: e.title })) : [],
    };
  }, [list.data, valid, exercisesQuery.data, challengeRow, now]);

  const exercises = data?.exercises ?? [];
  const total = exercises.length;
  const index = Math.min(round.index, Math.max(total - 1, 0));
  const current = exercises[index];

  const save = useCallback(
    (next: StoredRound) => {
      setRound(next);
      writeRound(key, next);
    },
    [key],
  );

  const next = useCallback(
    (answers: Answer[]) => {
      if (!current) return;
      save({ index: index + 1, done: { ...round.done, [current.id]: answers } });
    },
    [current, index, round.done, save],
  );

  const forget = useCallback(() => {
    writeRound(key, null);
    if (user) for (const e of exercises) removeKey(storedAnswersKey(user.id, storageKind, e.id));
    setRound(EMPTY_ROUND);
  }, [key, user, exercises, storageKind]);

  const finish = useCallback(
    async (answers: Answer[]) => {
      if (sending.current || !current || !data?.challenge) return;
      sending.current = true;
      setSubmitError(null);
      const done: StoredRound['done'] = { ...round.done, [current.id]: answers };
      // Kept before sending: a failure (or a reload meanwhile) keeps every answer.
      save({ index, done });
      const before = data.challenge;
      try {
        const result = await record({
          challenge_id: before.id,
          answers: exercises.map((e) => ({ exercise_id: e.id, answers: done[e.id] ?? [] })),
        }).unwrap();
        setOutcome({
          points: result?.points_earned ?? null,
          score: result?.score ?? null,
          maxScore: result?.max_score ?? before.maxScore,
          rank: result?.rank ?? null,
          previousRank: result?.previous_rank ?? null,
          bestKept: result?.best_kept ?? false,
        });
        forget();
      } catch (error) {
        const refusal = roundErrorKey(error);
        setSubmitError(refusal);
        // Refused for good (over, blocked): the answers are of no more use.
        if (refusal !== 'learning-exams:round.refused.failed') forget();
      } finally {
        sending.current = false;
      }
    },
    [current, data, round.done, save, index, record, exercises, forget],
  );

  return {
    query: {
      data,
      isLoading: list.isLoading || exercisesQuery.isLoading,
      isError: list.isError || exercisesQuery.isError,
      error: list.error ?? exercisesQuery.error,
      refetch: () => {
        void list.refetch();
        if (valid) void exercisesQuery.refetch();
      },
    },
    storageKind,
    index,
    total,
    current,
    last: total > 0 && index === total - 1,
    next,
    finish,
    submitting: recordState.isLoading,
    submitError,
    outcome,
  };
}
