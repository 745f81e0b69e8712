import { Link as RouterDomLink } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import {
  BackLink,
  BookIcon,
  ButtonLink,
  ChevronEndIcon,
  ChevronStartIcon,
  EmptyState,
  Page,
  QueryState,
  SectionCard,
  SectionNote,
  Skeleton,
} from '@kk/ui-kit';
import { isolate } from '../shared/learner';
import { BlockView } from './block-view';
import { ExercisesSection } from './exercises-section';
import { BlockNav, HiddenTitle, NavEnd, Step, Steps } from './lesson-page.styles';
import { useLesson, type LessonView } from './use-lesson';

/** The lesson at its current block: the steps, the block's student view, previous / next, the exercises. */
function LessonContent({ view }: { view: LessonView }) {
  const { t } = useTranslation('learning-courses');
  const block = view.blocks[view.index];
  return (
    <>
      <SectionCard aria-labelledby="lesson-block-title">
        <SectionNote>{t('lesson.position', { current: view.index + 1, total: view.blocks.length })}</SectionNote>
        <Steps aria-label={t('lesson.stepsLabel')}>
          {view.blocks.map((b, i) => (
            <Step
              key={b.block_id}
              $current={i === view.index}
              $seen={i < view.index}
              aria-current={i === view.index ? 'step' : undefined}
            >
              <bdi>{b.display_name}</bdi>
            </Step>
          ))}
        </Steps>
        {block ? (
          <>
            {/* The block's own document shows its title; this one names the section for screen readers. */}
            <HiddenTitle id="lesson-block-title">{block.display_name}</HiddenTitle>
            <BlockView
              key={block.block_id}
              courseKey={view.course.course_key}
              blockId={block.block_id}
              name={block.display_name}
            />
          </>
        ) : (
          <EmptyState icon={<BookIcon />} title={t('lesson.noBlocks')} headingLevel={2} />
        )}
        <BlockNav aria-label={t('lesson.navLabel')}>
          {view.previousHref && (
            <ButtonLink as={RouterDomLink} to={view.previousHref} variant="secondary" startIcon={<ChevronStartIcon />}>
              {t('lesson.previous')}
            </ButtonLink>
          )}
          <NavEnd>
            {view.nextHref ? (
              <ButtonLink as={RouterDomLink} to={view.nextHref} endIcon={<ChevronEndIcon />}>
                {t('lesson.next')}
              </ButtonLink>
            ) : view.nextLesson ? (
              <ButtonLink as={RouterDomLink} to={view.nextLesson.href} endIcon={<ChevronEndIcon />}>
                {t('lesson.nextLesson')}
              </ButtonLink>
            ) : (
              <ButtonLink as={RouterDomLink} to={view.backHref}>
                {t('lesson.finish')}
              </ButtonLink>
            )}
          </NavEnd>
        </BlockNav>
      </SectionCard>
      <ExercisesSection stageId={view.chapter.id} />
    </>
  );
}

/**
 * A lesson of a course, `/cours/:subjectId/:courseId/lecons/:lessonId?bloc=n`: its blocks in order,
 * one at a time, each block's student view in a sandboxed iframe (`BlockFrame`), previous / next
 * block, then the exercises of its chapter with their steps (see {@link useLesson}).
 */
export function LessonPage() {
  const { t } = useTranslation('learning-courses');
  const { query, badPath, backHref } = useLesson();
  const notFound = (
    <EmptyState icon={<BookIcon />} title={t('lesson.notFound')} description={t('lesson.notFoundHint')} />
  );

  if (badPath) {
    return (
      <Page title={t('lesson.title')}>
        <BackLink as={RouterDomLink} to={backHref}>
          {t('lesson.back')}
        </BackLink>
        {notFound}
      </Page>
    );
  }

  const view = query.data;
  return (
    <Page
      title={view?.lesson.title ?? t('lesson.title')}
      description={
        view
          ? t('lesson.intro', {
              order: view.chapter.order,
              chapter: isolate(view.chapter.title),
              course: isolate(view.course.title),
            })
          : undefined
      }
    >
      <BackLink as={RouterDomLink} to={backHref}>
        {t('lesson.back')}
      </BackLink>
      <QueryState
        query={query}
        errorMessage={t('lesson.loadError')}
        loading={
          <>
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="rect" height="14rem" />
          </>
        }
        isEmpty={(data) => data === null}
        empty={notFound}
        isNotFound={(error) => (error as { status?: unknown } | undefined)?.status === 404}
        notFound={notFound}
      >
        {(data) => (data ? <LessonContent view={data} /> : null)}
      </QueryState>
    </Page>
  );
}
