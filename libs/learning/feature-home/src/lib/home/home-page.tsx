import { lazy, Suspense } from 'react';
import { useTranslation } from '@kk/i18n';
import { Page, Skeleton } from '@kk/ui-kit';
import { TwoColumns } from '../shared/page.styles';
import { ActivitySection } from './activity-section';
import { ChallengesSection } from './challenges-section';
import { ExamsSection } from './exams-section';
import { StatsSection } from './stats-section';
import { TasksSection } from './tasks-section';
import { useHome } from './use-home';

// Only learners without a level see the level choice, a form (final-form): it is its own chunk, so
// the dashboard of everyone else does not download it. A split inside the page, not a route's: the
// signed-in first load is over budget with it (docs/performance.md).
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
  const { user, greetingName, levelId } = useHome();
  if (!user) return null;
  return (
    <Page title={t('dashboard.title', { name: greetingName })} description={t('dashboard.intro')}>
      {levelId === null && (
        <Suspense fallback={<Skeleton variant="rect" height="10rem" />}>
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
    </Page>
  );
}
