import { useMemo, useState } from 'react';
import {
  apiErrorCause,
  useGetActivitiesQuery,
  useGetChallengeScoreStatsQuery,
  useGetChallengesQuery,
  useGetExamsQuery,
  useGetTasksQuery,
} from '@kk/api-clients';
import type { Activity, Challenge, ChallengeScoreStats, Exam, SessionUser, Task } from '@kk/domain';
import { selectSessionUser, useAppSelector } from '@kk/session';
import { currentLevelOf } from '../shared/learner';
import { useTaskToggle, type TaskToggle } from './use-task-toggle';
import { sectionQuery, type SectionQuery } from '@kk/ui-kit';
import { challengeState, examState, taskTiming, type ChallengeState, type ExamState, type TaskTiming } from './today';

/** Most entries the dashboard shows: the feed is a glance, not a history. */
export const RECENT_ACTIVITY_LIMIT = 6;

/** What {@link useHome} returns. */
export interface UseHomeResult {
  /** The signed-in user, or null (the page then shows nothing: the guard sends visitors away). */
  user: SessionUser | null;
  /** The name the greeting uses: the first name, else the full name. */
  greetingName: string;
  /** The user's current level, or null while none is chosen (the level choice then comes first). */
  levelId: number | null;
}

/** The dashboard `/` itself: who is greeted and which level the sections load. */
export function useHome(): UseHomeResult {
  const user = useAppSelector(selectSessionUser);
  return {
    user,
    greetingName: user ? user.firstName || user.name : '',
    levelId: currentLevelOf(user),
  };
}

/**
 * The moment the dashboard's statuses are computed against: `now` when given (tests, stories),
 * else the time the page opened (stable across renders, so the lists are not recomputed each time).
 */
export function useNow(now?: Date): Date {
  const [opened] = useState(() => new Date());
  return now ?? opened;
}

/** "Mes scores": the challenge statistics (`stats_challenge_score`). */
export function useStats(): SectionQuery<ChallengeScoreStats> {
  const query = useGetChallengeScoreStatsQuery();
  return sectionQuery(query, query.data);
}

/** What {@link useTasks} returns. */
export interface UseTasksResult extends Omit<TaskToggle, 'toggle'> {
  /** The homework of the level (`/api/tasks/{studentId}/{levelId}/`). */
  query: SectionQuery<Task[]>;
  /** How many are done. */
  done: number;
  /** Flips a task's validation at once, then on the backend; a task already on its way is left alone. */
  toggle: (task: Task) => void;
  /** Where a task stands against today: done, overdue, due today, tomorrow or later. */
  timingOf: (task: Task) => TaskTiming;
}

/**
 * "Mes devoirs": the student's homework of their level, how many are done, and the optimistic
 * done toggle (see {@link useTaskToggle}).
 */
export function useTasks(studentId: number, levelId: number, now?: Date): UseTasksResult {
  const today = useNow(now);
  const args = useMemo(() => ({ a: studentId, b: levelId }), [studentId, levelId]);
  const query = useGetTasksQuery(args);
  const { toggle, failedTask, failureError, pendingIds } = useTaskToggle(args);
  return {
    query: sectionQuery(query, query.data),
    done: query.data?.filter((task) => task.validated).length ?? 0,
    toggle: (task) => {
      if (!pendingIds.has(task.id)) void toggle(task);
    },
    timingOf: (task) => taskTiming(task, today),
    failedTask,
    failureError,
    pendingIds,
  };
}

/** An exam as the dashboard shows it: with where it stands now. */
export interface ExamView {
  /** The exam. */
  exam: Exam;
  /** Against now: upcoming, open (it links to its player), ended, submitted or corrected. */
  state: ExamState;
}

/** "Examens": the exams of the level with their state now; nothing is asked while no level is chosen. */
export function useExams(levelId: number | null, now?: Date): SectionQuery<ExamView[]> {
  const today = useNow(now);
  const query = useGetExamsQuery(levelId === null ? undefined : { level_id: levelId }, { skip: levelId === null });
  const views = useMemo(
    () => query.data?.map((exam) => ({ exam, state: examState(exam, today) })),
    [query.data, today],
  );
  return sectionQuery(query, views);
}

/** The user's rank in a challenge (1 = best), or null when they do not take part. */
export function rankIn(challenge: Pick<Challenge, 'participants'>, userId: number): number | null {
  const index = challenge.participants.findIndex((p) => p.id === userId);
  return index === -1 ? null : index + 1;
}

/** A challenge as the dashboard shows it: with the user's place among the participants. */
export interface ChallengeView {
  /** The challenge. */
  challenge: Challenge;
  /** The user's rank (1 = best), or null when they do not take part. */
  rank: number | null;
  /** The user's score out of the maximum, 0 to 1. */
  ratio: number;
  /** Against now: upcoming, active, or over (completed when played, else expired). */
  state: ChallengeState;
}

/** "Mes défis": the challenges of the user's level with their place in each; nothing asked without a level. */
export function useChallenges(userId: number, levelId: number | null, now?: Date): SectionQuery<ChallengeView[]> {
  const today = useNow(now);
  const query = useGetChallengesQuery(undefined, { skip: levelId === null });
  const views = useMemo(
    () =>
      query.data?.map((challenge) => ({
        challenge,
        rank: rankIn(challenge, userId),
        ratio: challenge.max_score > 0 ? challenge.score / challenge.max_score : 0,
        state: challengeState(challenge, today),
      })),
    [query.data, userId, today],
  );
  return sectionQuery(query, views);
}

/** "Activité récente": the last {@link RECENT_ACTIVITY_LIMIT} activities, newest first. */
export function useActivity(): SectionQuery<Activity[]> {
  const query = useGetActivitiesQuery();
  const recent = useMemo(() => query.data?.slice(0, RECENT_ACTIVITY_LIMIT), [query.data]);
  return sectionQuery(query, recent);
}

/** One section's call as {@link pageFault} reads it: whether it failed with nothing to show, and why. */
export interface SectionCall {
  /** The data of its last success, if any (a failed refetch keeps it on screen). */
  data?: unknown;
  /** True when the last answer was an error. */
  isError: boolean;
  /** That error. */
  error?: unknown;
  /** Asks again. */
  refetch: () => unknown;
}

/** A failure of the whole dashboard: one message for the page instead of one per section. */
export interface PageFault {
  /** The error of the first section (every section failed for its cause). */
  error: unknown;
  /** Asks every section again. */
  retry: () => void;
}

/**
 * One failure for the page when every section failed, with nothing to show, for the same cause
 * (`apiErrorCause`: the server down, a time-out, no connection...); null otherwise, each section
 * then saying its own failure. A section still loading, one that has data, or causes that differ
 * keep the sections apart.
 */
export function pageFault(sections: readonly SectionCall[]): PageFault | null {
  const [first] = sections;
  if (!first || !sections.every((section) => section.isError && section.data === undefined)) return null;
  const cause = apiErrorCause(first.error);
  if (!sections.every((section) => apiErrorCause(section.error) === cause)) return null;
  return {
    error: first.error,
    retry: () => {
      for (const section of sections) void section.refetch();
    },
  };
}

/**
 * Whether the whole dashboard failed for one cause ({@link pageFault}): the calls of its sections
 * (the same subscriptions as the sections' own hooks; nothing is asked twice), those of a level
 * only once a level is chosen.
 */
export function useDashboardFault(userId: number, levelId: number | null): PageFault | null {
  const stats = useGetChallengeScoreStatsQuery();
  const tasks = useGetTasksQuery({ a: userId, b: levelId ?? 0 }, { skip: levelId === null });
  const exams = useGetExamsQuery(levelId === null ? undefined : { level_id: levelId }, { skip: levelId === null });
  const challenges = useGetChallengesQuery(undefined, { skip: levelId === null });
  const activity = useGetActivitiesQuery();
  const sections = levelId === null ? [stats, activity] : [stats, tasks, exams, challenges, activity];
  return pageFault(sections);
}
