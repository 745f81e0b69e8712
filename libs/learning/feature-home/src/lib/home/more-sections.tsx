import { ActivitySection } from './activity-section';
import { ChallengesSection } from './challenges-section';
import { StatsSection } from './stats-section';

/** Props of {@link MoreSections}. */
export interface MoreSectionsProps {
  /** The signed-in user. */
  userId: number;
  /** Their current level, or null while none is chosen. */
  levelId: number | null;
}

/**
 * The dashboard's last sections, "Mes défis", "Mes scores" and "Activité récente", below the fold
 * on a phone (the next step, homework and exams come first): a chunk of their own that the page
 * loads lazily (their data is asked at once by the page's `useDashboardFault`, so only the code
 * waits). The signed-in first load has no room for them beside the next step and the statuses
 * (docs/performance.md).
 */
export function MoreSections({ userId, levelId }: MoreSectionsProps) {
  return (
    <>
      <ChallengesSection userId={userId} levelId={levelId} />
      <StatsSection />
      <ActivitySection />
    </>
  );
}
