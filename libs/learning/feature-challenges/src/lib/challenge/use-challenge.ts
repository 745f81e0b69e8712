import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import {
  useGetChallengeExercisesQuery,
  useGetChallengeScoreStatsQuery,
  useGetChallengesQuery,
  useGetLeaderboardSettingsQuery,
  useSaveLeaderboardSettingsMutation,
} from '@kk/api-clients';
import type { ChallengeScoreStats } from '@kk/domain';
import { selectSessionUser, useAppSelector, useReferenceNames } from '@kk/session';
import { challengeCard, type ChallengeCard } from '../challenges/use-challenges';
import { leaderboardRows, myRank, type LeaderboardRow } from '../shared/leaderboard';
import { exercisePath, roundPath } from '../shared/paths';
import { sectionQuery, type SectionQuery } from '@kk/ui-kit';

/** A challenge as `/defis/:challengeId` shows it: the card's facts, with the leaderboard and the play link. */
export interface ChallengeDetail extends Omit<ChallengeCard, 'missed' | 'href'> {
  /** The child's place (null when not among the participants). */
  rank: number | null;
  /** The leaderboard around the child (see `leaderboardRows`). */
  leaderboard: LeaderboardRow[];
  /** Where "Jouer" goes: a round of the challenge's exercises, `/defis/:id/jouer` (null once over, or while it has no exercises). */
  playHref: string | null;
}

/** An exercise of the challenge, as listed. */
export interface ChallengeExerciseItem {
  /** Exercise id. */
  id: number;
  /** Its title. */
  title: string;
  /** Its points. */
  points: number;
  /** Its duration in minutes. */
  minutes: number;
  /** Done already. */
  done: boolean;
  /** Its screen. */
  href: string;
}

/** The child's choice to show their name on leaderboards (assumed contract). */
export interface ShowNameSetting {
  /** Shown to others: on or off (off until the settings have loaded). */
  checked: boolean;
  /** False until the current choice is known. */
  ready: boolean;
  /** True while a change is being saved. */
  saving: boolean;
  /** True when the last change could not be saved. */
  failed: boolean;
  /** Turns it on or off. */
  set: (value: boolean) => void;
}

/** What {@link useChallenge} returns. */
export interface UseChallengeResult {
  /** The challenge (`/api/challenges/`, found by the route's id). */
  challenge: SectionQuery<ChallengeDetail | null>;
  /** Its exercises (`/challenges_api_exercises/{id}/`). */
  exercises: SectionQuery<ChallengeExerciseItem[]>;
  /** The child's challenge statistics (`/stats_challenge_score/`). */
  stats: SectionQuery<ChallengeScoreStats>;
  /** Showing their name on leaderboards. */
  showName: ShowNameSetting;
}

/**
 * View model of `/defis/:challengeId`: the challenge with the child's score and place and the
 * leaderboard around them; its exercises; the child's statistics; the switch that shows their name
 * to others. `challenge.data` is null when the id is not one of the child's challenges.
 */
export function useChallenge(): UseChallengeResult {
  const { challengeId } = useParams();
  const id = Number(challengeId);
  const valid = Number.isInteger(id) && id > 0;
  const user = useAppSelector(selectSessionUser);
  const userId = Number(user?.id ?? 0);
  const subjectName = useReferenceNames().subject;

  const list = useGetChallengesQuery();
  const exercisesQuery = useGetChallengeExercisesQuery(id, { skip: !valid });
  const stats = useGetChallengeScoreStatsQuery();
  const settings = useGetLeaderboardSettingsQuery();
  const [save, saving] = useSaveLeaderboardSettingsMutation();

  // "Jouer" opens a round of the challenge's exercises (call 43 lists them): none, no round.
  const firstExercise = exercisesQuery.data?.exercises[0];
  const detail = useMemo((): ChallengeDetail | null | undefined => {
    if (!list.data) return undefined;
    const c = list.data.find((item) => item.id === id);
    if (!c) return null;
    const card = challengeCard(c, userId, Date.now(), subjectName);
    return {
      ...card,
      // The detail names the child's place even before they play (the leaderboard shows them).
      rank: myRank(c, userId),
      leaderboard: leaderboardRows(c, userId),
      playHref: card.group === 'done' || !firstExercise ? null : roundPath(c.id),
    };
  }, [list.data, id, userId, subjectName, firstExercise]);

  const exercises = useMemo(
    () =>
      exercisesQuery.data?.exercises.map((e) => ({
        id: e.id,
        title: e.title,
        points: e.points,
        minutes: e.duration_minutes,
        done: e.done,
        href: exercisePath(e.id),
      })),
    [exercisesQuery.data],
  );

  return {
    challenge: sectionQuery(list, valid ? detail : null),
    exercises: sectionQuery(exercisesQuery, valid ? exercises : []),
    stats: sectionQuery(stats, stats.data),
    showName: {
      checked: settings.data?.show_name ?? false,
      ready: settings.data !== undefined,
      saving: saving.isLoading,
      failed: saving.isError,
      set: (value) => void save({ show_name: value }),
    },
  };
}
