import { lazy, Suspense } from 'react';
import { useTranslation } from '@kk/i18n';
import { selectSessionUser, useAppSelector } from '@kk/session';
import { currentLevelOf } from '../shared/learner';
import { PageHeader, PageIntro, PageStack, PageTitle, TwoColumns } from '../shared/page.styles';
import { SectionSkeleton } from '../shared/section-states';
import { ActivitySection } from './activity-section';
import { ChallengesSection } from './challenges-section';
import { ExamsSection } from './exams-section';
import { StatsSection } from './stats-section';
import { TasksSection } from './tasks-section';

// Only learners without a level see the level choice, a form (final-form): it is its own chunk,
// so the dashboard of everyone else does not download it (docs/performance.md).
const LevelCard = lazy(() => import('../level/level-card').then((module) => ({ default: module.LevelCard })));

/**
 * The signed-in home `/`: a dashboard over the learner's data. Scores (challenge statistics), then
 * homework with its done toggle and the challenges of the level, then exams and recent activity.
 * Each section loads, fails (with a retry) and empties on its own, so one slow call never blanks
 * the page. Without a current level, the level choice comes first: tasks, challenges and exams
 * belong to a level.
 */
export function HomePage() {
  const { t } = useTranslation('learning-home');
  const user = useAppSelector(selectSessionUser);
  if (!user) return null;
  const levelId = currentLevelOf(user);
  return (
    <PageStack>
      <PageHeader>
        <PageTitle>{t('dashboard.title', { name: user.firstName || user.name })}</PageTitle>
        <PageIntro>{t('dashboard.intro')}</PageIntro>
      </PageHeader>
      {levelId === null && (
        <Suspense fallback={<SectionSkeleton rows={1} />}>
          <LevelCard />
        </Suspense>
      )}
      <StatsSection />
      <TwoColumns>
        <TasksSection studentId={user.id} levelId={levelId} />
        <ExamsSection levelId={levelId} />
      </TwoColumns>
      <ChallengesSection userId={user.id} levelId={levelId} />
      <ActivitySection />
    </PageStack>
  );
}
