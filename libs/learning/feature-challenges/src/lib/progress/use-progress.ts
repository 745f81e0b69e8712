import { useMemo } from 'react';
import { useGetChallengeScoreStatsQuery } from '@kk/api-clients';
import type { ChallengeScoreStats } from '@kk/domain';
import { useReferenceNames } from '@kk/session';
import { sectionQuery, type SectionQuery } from '@kk/ui-kit';

/** How many days the history chart shows (the last two weeks, today included). */
export const HISTORY_DAYS = 14;

/** The points of one subject. */
export interface SubjectPoints {
  /** The subject in the UI language. */
  subject: string;
  /** The child's points. */
  points: number;
  /** Share of the most they could have had, in % (null when unknown). */
  percent: number | null;
}

/** Points of one day. */
export interface DayPoints {
  /** ISO date. */
  date: string;
  /** Points earned that day. */
  points: number;
}

/** What `/progres` shows. */
export interface Progress {
  /** Points earned in challenges. */
  points: number;
  /** Days in a row with points (0: a new series starts today), null when the backend does not say. */
  streak: number | null;
  /** The longest series, when known. */
  bestStreak: number | null;
  /** Challenges played and won. */
  played: number;
  won: number;
  /** Points per subject, best first. */
  subjects: SubjectPoints[];
  /** Points per day over the last {@link HISTORY_DAYS} days, oldest first (none when not sent). */
  days: DayPoints[];
  /** Points of the last 7 days. */
  lastWeek: number;
}

/** The progress of a child from their statistics (`/stats_challenge_score/`). */
export function toProgress(
  stats: ChallengeScoreStats,
  subjectName: (name: string, id?: number | null) => string = (name) => name,
): Progress {
  const days = (stats.days ?? []).slice(-HISTORY_DAYS);
  return {
    points: stats.total_score,
    streak: stats.streak_days ?? null,
    bestStreak: stats.best_streak ?? null,
    played: stats.challenges_played,
    won: stats.challenges_won,
    subjects: (stats.by_subject ?? [])
      .map((s) => ({
        subject: subjectName(s.subject, s.subject_id),
        points: s.score,
        percent: s.max_score ? Math.round((s.score / s.max_score) * 100) : null,
      }))
      .sort((a, b) => b.points - a.points || a.subject.localeCompare(b.subject)),
    days,
    lastWeek: days.slice(-7).reduce((sum, d) => sum + d.points, 0),
  };
}

/**
 * View model of `/progres`, "Mes progrès": points, the series of days, challenges played and won,
 * points per subject and per day (the statistics of `/stats_challenge_score/`).
 */
export function useProgress(): { query: SectionQuery<Progress> } {
  const subjectName = useReferenceNames().subject;
  const query = useGetChallengeScoreStatsQuery();
  const progress = useMemo(
    () => (query.data ? toProgress(query.data, subjectName) : undefined),
    [query.data, subjectName],
  );
  return { query: sectionQuery(query, progress) };
}
