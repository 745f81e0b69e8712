import { useMemo } from 'react';
import { useGetChallengesQuery } from '@kk/api-clients';
import type { Challenge, ChallengeKind } from '@kk/domain';
import { selectSessionUser, useAppSelector, useReferenceNames } from '@kk/session';
import { challengeGroup, hasPlayed, isTodaysDaily, type ChallengeGroup } from '../shared/challenge-groups';
import { myRank } from '../shared/leaderboard';
import { challengePath } from '../shared/paths';
import { sectionQuery, type SectionQuery } from '@kk/ui-kit';

/** A challenge as `/defis` shows it. */
export interface ChallengeCard {
  /** Challenge id. */
  id: number;
  /** Daily, duel, group, class or superhero. */
  kind: ChallengeKind;
  /** Its title (the backend's). */
  title: string;
  /** Its subject in the UI language, or null for a mix of subjects. */
  subject: string | null;
  /** The child's points, and the most they can get. */
  score: number;
  maxScore: number;
  /** True once the child played it. */
  played: boolean;
  /** The child's place, once played (null before). */
  rank: number | null;
  /** Where it stands for the child. */
  group: ChallengeGroup;
  /** Over without being played (`expired`). */
  missed: boolean;
  /** Its end (ISO date-time). */
  endDate: string;
  /** Its screen. */
  href: string;
}

/** The challenges of `/defis`, grouped. */
export interface ChallengeGroups {
  /** Today's daily challenge, not among the groups' lists (the page shows it first, on its own). */
  daily: ChallengeCard | null;
  /** To take up (not played yet, still open), the soonest to end first. */
  today: ChallengeCard[];
  /** Played and still open, the soonest to end first. */
  ongoing: ChallengeCard[];
  /** Over, the latest first. */
  done: ChallengeCard[];
}

/** A challenge as a card, on `now`. */
export function challengeCard(
  c: Challenge,
  userId: number,
  now: number,
  subjectName: (name: string) => string = (name) => name,
): ChallengeCard {
  const group = challengeGroup(c, now);
  return {
    id: c.id,
    kind: c.kind,
    title: c.title,
    subject: c.subject === null ? null : subjectName(c.subject),
    score: c.score,
    maxScore: c.max_score,
    played: hasPlayed(c),
    rank: hasPlayed(c) ? myRank(c, userId) : null,
    group,
    missed: c.status === 'expired' || (group === 'done' && !hasPlayed(c)),
    endDate: c.end_date,
    href: challengePath(c.id),
  };
}

/** Cards of the challenges, grouped on `now` (see {@link ChallengeGroups}). */
export function groupChallenges(
  challenges: readonly Challenge[],
  userId: number,
  now: number,
  subjectName: (name: string) => string = (name) => name,
): ChallengeGroups {
  const cards = challenges
    .filter((c) => !c.blocked)
    .map((c) => ({ ...challengeCard(c, userId, now, subjectName), startDate: c.start_date }));
  const daily = cards.find((c) => c.group !== 'done' && isTodaysDaily({ kind: c.kind, start_date: c.startDate }, now));
  const strip = ({ startDate: _start, ...card }: ChallengeCard & { startDate: string }): ChallengeCard => card;
  const soonest = (a: ChallengeCard, b: ChallengeCard) => a.endDate.localeCompare(b.endDate) || a.id - b.id;
  const rest = cards.filter((c) => c !== daily);
  return {
    daily: daily ? strip(daily) : null,
    today: rest
      .filter((c) => c.group === 'today')
      .map(strip)
      .sort(soonest),
    ongoing: rest
      .filter((c) => c.group === 'ongoing')
      .map(strip)
      .sort(soonest),
    done: rest
      .filter((c) => c.group === 'done')
      .map(strip)
      .sort((a, b) => soonest(b, a)),
  };
}

/**
 * View model of `/defis`, "Mes défis": the child's challenges (`/api/challenges/`) grouped by
 * where they stand (to take up today, under way, over), today's daily challenge apart, subjects
 * in the UI language. `isEmpty` when there is none at all.
 */
export function useChallenges(): {
  query: SectionQuery<ChallengeGroups>;
  isEmpty: (groups: ChallengeGroups) => boolean;
} {
  const user = useAppSelector(selectSessionUser);
  const userId = Number(user?.id ?? 0);
  const subjectName = useReferenceNames().subject;
  const query = useGetChallengesQuery();
  const groups = useMemo(
    () => (query.data ? groupChallenges(query.data, userId, Date.now(), subjectName) : undefined),
    [query.data, userId, subjectName],
  );
  return {
    query: sectionQuery(query, groups),
    isEmpty: (g) => !g.daily && g.today.length === 0 && g.ongoing.length === 0 && g.done.length === 0,
  };
}
