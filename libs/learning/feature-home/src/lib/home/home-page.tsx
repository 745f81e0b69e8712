import { lazy, Suspense, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { ButtonLink, Page, QueryState, SectionTitle, Skeleton } from '@kk/ui-kit';
import { TwoColumns } from '../shared/page.styles';
import { ExamsSection } from './exams-section';
import { NextStepPlaceholderCard } from './next-step-placeholder';
import { NextStepSection } from './next-step-placeholder.styles';
import { TIMETABLE_PATH } from './paths';
import { TasksSection } from './tasks-section';
import { useDashboardFault, useHome } from './use-home';

// Only learners without a level see the level choice, a form (final-form): it is its own chunk, so
// the dashboard of everyone else does not download it. A split inside the page, not a route's: the
// signed-in first load is over budget with it (docs/performance.md).
const LevelCard = lazy(() => import('../level/level-card').then((module) => ({ default: module.LevelCard })));
// So are the last sections, challenges, scores and activity (below the fold on a phone).
const MoreSections = lazy(() => import('./more-sections').then((module) => ({ default: module.MoreSections })));
// The next-step card is a split inside the page as well: its choice, words and styles come in their
// own small chunk while the lists load (until then its placeholder, in this chunk: the card's size).
const NextStepCard = lazy(() => import('./next-step-card').then((module) => ({ default: module.NextStepCard })));

/**
 * The signed-in home `/`: a dashboard over the learner's data. First ONE next step, a big card (an
 * exam open now, homework due soon, today's daily challenge, else the next lesson), then homework
 * with its done toggle beside the exams, then the challenges of the level, scores (challenge
 * statistics) and recent activity: each item with its state against today, opening its screen.
 * Each section loads, fails (with a retry) and empties on its own, so one slow call never blanks
 * the page; when every section failed for the same cause (the server down, no connection), the page
 * says it once, with one Retry that asks every section again. Without a current level, the level
 * choice comes first: tasks, challenges and exams belong to a level. The header links to the
 * class's timetable ("Mon emploi du temps", `/emploi-du-temps`, issue 16).
 */
export function HomePage() {
  const { t } = useTranslation('learning-home');
  const { user, greetingName, levelId } = useHome();
  if (!user) return null;
  return (
    <Page
      title={t('dashboard.title', { name: greetingName })}
      description={t('dashboard.intro')}
      actions={
        <ButtonLink as={RouterLink} to={TIMETABLE_PATH} variant="secondary" size="sm">
          {t('dashboard.timetable')}
        </ButtonLink>
      }
    >
      {levelId === null && (
        // The level card's height on a phone (title, note, the level field above its button), so the
        // sections under it do not move when its chunk comes.
        <Suspense fallback={<Skeleton variant="rect" height="16.25rem" />}>
          <LevelCard />
        </Suspense>
      )}
      <DashboardSections userId={user.id} levelId={levelId} />
    </Page>
  );
}

/** The dashboard's sections, or one message for all of them when they all failed for one cause. */
function DashboardSections({ userId, levelId }: { userId: number; levelId: number | null }) {
  const { t } = useTranslation('learning-home');
  const fault = useDashboardFault(userId, levelId);
  const nextStepTitleId = useId();
  if (fault) {
    return (
      <QueryState
        query={{ isError: true, error: fault.error, refetch: fault.retry }}
        errorMessage={t('dashboard.error')}
      >
        {() => null}
      </QueryState>
    );
  }
  return (
    <>
      {levelId !== null && (
        // The section and its heading stay while the card's chunk, then its lists, load: only the
        // card's placeholder (its size) is replaced.
        <NextStepSection aria-labelledby={nextStepTitleId}>
          <SectionTitle id={nextStepTitleId}>{t('nextStep.title')}</SectionTitle>
          <Suspense fallback={<NextStepPlaceholderCard />}>
            <NextStepCard userId={userId} levelId={levelId} />
          </Suspense>
        </NextStepSection>
      )}
      <TwoColumns>
        <TasksSection studentId={userId} levelId={levelId} />
        <ExamsSection levelId={levelId} />
      </TwoColumns>
      <Suspense fallback={<Skeleton variant="rect" height="16rem" />}>
        <MoreSections userId={userId} levelId={levelId} />
      </Suspense>
    </>
  );
}
