import { Link as RouterDomLink } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import {
  Accordion,
  BackLink,
  Badge,
  BookIcon,
  ButtonLink,
  CheckIcon,
  EmptyState,
  Page,
  QueryState,
  Skeleton,
  StackList,
} from '@kk/ui-kit';
import { COURSES_PATH } from '../shared/paths';
import {
  LessonLink,
  LessonMeta,
  LessonRow,
  LessonText,
  LessonTitle,
  NextLesson,
  NextStep,
  NextTitle,
} from './subject-page.styles';
import { useSubject, type LessonItem } from './use-subject';

function LessonEntry({ item }: { item: LessonItem }) {
  const { t } = useTranslation('learning-courses');
  const body = (
    <>
      <LessonText>
        <LessonTitle>
          <bdi>{item.lesson.title}</bdi>
        </LessonTitle>
        <LessonMeta>{t('subject.minutes', { count: item.lesson.duration_minutes })}</LessonMeta>
      </LessonText>
      {item.lesson.completed && (
        <Badge tone="success" size="sm">
          {t('subject.lessonDone')}
        </Badge>
      )}
    </>
  );
  return <li>{item.href ? <LessonLink to={item.href}>{body}</LessonLink> : <LessonRow>{body}</LessonRow>}</li>;
}

/**
 * `/cours/:subjectId`: the subject's chapters at the student's level, in order, each opening to its
 * lessons (big links to the lesson screen); first, the next lesson not done yet (see
 * {@link useSubject}).
 */
export function SubjectPage() {
  const { t } = useTranslation('learning-courses');
  const { subjectId, name, levelId, query, next } = useSubject();
  const back = (
    <BackLink as={RouterDomLink} to={COURSES_PATH}>
      {t('subject.back')}
    </BackLink>
  );

  if (subjectId === null || levelId === null) {
    return (
      <Page title={t('subject.title')}>
        {back}
        <EmptyState icon={<BookIcon />} title={t('subject.notFound')} description={t('subject.notFoundHint')} />
      </Page>
    );
  }

  return (
    <Page title={name || t('subject.title')} description={t('subject.intro')}>
      {back}
      <QueryState
        query={query}
        errorMessage={t('subject.loadError')}
        loading={
          <>
            <Skeleton variant="rect" height="7rem" />
            <Skeleton variant="rect" height="4rem" count={2} />
          </>
        }
        isEmpty={(chapters) => chapters.length === 0}
        empty={<EmptyState icon={<BookIcon />} title={t('subject.empty')} description={t('subject.emptyHint')} />}
      >
        {(chapters) => (
          <>
            {next ? (
              <NextStep aria-labelledby="next-lesson-title">
                <NextTitle id="next-lesson-title">{t('subject.next')}</NextTitle>
                <NextLesson>
                  <bdi>{next.item.lesson.title}</bdi>
                </NextLesson>
                {next.item.href && (
                  <ButtonLink as={RouterDomLink} to={next.item.href} size="lg">
                    {t('subject.start')}
                  </ButtonLink>
                )}
              </NextStep>
            ) : (
              <NextStep aria-labelledby="next-lesson-title">
                <NextTitle id="next-lesson-title">{t('subject.allDone')}</NextTitle>
              </NextStep>
            )}
            <Accordion
              headingLevel={2}
              items={chapters.map(({ chapter, lessons, done }) => ({
                id: String(chapter.id),
                title: (
                  <>
                    {t('subject.chapter', { order: chapter.order })} <bdi>{chapter.title}</bdi>
                  </>
                ),
                adornment: done ? (
                  <Badge tone="success" size="sm">
                    <CheckIcon /> {t('subject.chapterDone')}
                  </Badge>
                ) : (
                  <Badge tone="info" size="sm">
                    {t('subject.chapterProgress', { progress: chapter.progress })}
                  </Badge>
                ),
                content: (
                  <StackList $gap={2} aria-label={t('subject.lessonsOf', { chapter: chapter.title })}>
                    {lessons.map((item) => (
                      <LessonEntry key={item.lesson.id} item={item} />
                    ))}
                  </StackList>
                ),
              }))}
            />
          </>
        )}
      </QueryState>
    </Page>
  );
}
