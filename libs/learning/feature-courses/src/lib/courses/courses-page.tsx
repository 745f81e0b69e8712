import { Link as RouterDomLink } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { BookIcon, ButtonLink, Card, CardLink, EmptyState, Page, QueryState, Skeleton } from '@kk/ui-kit';
import { isolate } from '../shared/learner';
import { ProgressBar } from '../shared/progress-bar';
import { RouterLink } from '../shared/router-link';
import { subjectLook } from '../shared/subject-look';
import { SubjectBody, SubjectGrid, SubjectIcon, SubjectName, SubjectNote, SubjectText } from './courses-page.styles';
import { useCourses, useSubjectProgress, type SubjectItem } from './use-courses';

/** The progress line of a subject card: its chapters' mean progress, or that nothing is there yet. */
function SubjectProgressLine({ levelId, subject }: { levelId: number; subject: SubjectItem }) {
  const { t } = useTranslation('learning-courses');
  const progress = useSubjectProgress(levelId, subject.subjectId);
  if (progress.isLoading) return <Skeleton variant="text" width="60%" />;
  if (progress.isError) return null;
  if (progress.chapters === 0) return <SubjectNote>{t('courses.soon')}</SubjectNote>;
  return (
    <>
      <ProgressBar value={progress.progress} label={t('courses.progressLabel', { name: subject.name })} />
      <SubjectNote>{t('courses.progress', { count: progress.chapters, progress: progress.progress })}</SubjectNote>
    </>
  );
}

function LoadingGrid() {
  return (
    <SubjectGrid>
      {[1, 2, 3, 4].map((i) => (
        <li key={i}>
          <Skeleton variant="rect" height="6rem" />
        </li>
      ))}
    </SubjectGrid>
  );
}

/**
 * `/cours`, "Mes cours": the subjects of the student's current level as big cards (icon and colour
 * of the subject, progress of its chapters), each opening its chapters (see {@link useCourses}).
 * Without a level, it asks the child to choose one on the profile.
 */
export function CoursesPage() {
  const { t } = useTranslation('learning-courses');
  const { levelId, levelName, query } = useCourses();

  return (
    <Page
      title={t('courses.title')}
      description={levelName ? t('courses.intro', { level: isolate(levelName) }) : t('courses.introNoLevel')}
    >
      {levelId === null ? (
        <EmptyState
          icon={<BookIcon />}
          title={t('courses.noLevel')}
          description={t('courses.noLevelHint')}
          action={
            <ButtonLink as={RouterDomLink} to="/profil">
              {t('courses.chooseLevel')}
            </ButtonLink>
          }
        />
      ) : (
        <QueryState
          query={query}
          errorMessage={t('courses.loadError')}
          loading={<LoadingGrid />}
          isEmpty={(subjects) => subjects.length === 0}
          empty={<EmptyState icon={<BookIcon />} title={t('courses.empty')} description={t('courses.emptyHint')} />}
        >
          {(subjects) => (
            <SubjectGrid aria-label={t('courses.listLabel')}>
              {subjects.map((subject) => {
                const look = subjectLook(subject.subjectId);
                return (
                  <Card key={subject.subjectId} as="li" interactive>
                    <SubjectBody>
                      <SubjectIcon $colour={look.colour} aria-hidden="true">
                        {look.icon}
                      </SubjectIcon>
                      <SubjectText>
                        <SubjectName>
                          <CardLink href={subject.href} as={RouterLink}>
                            {subject.name}
                          </CardLink>
                        </SubjectName>
                        <SubjectProgressLine levelId={levelId} subject={subject} />
                      </SubjectText>
                    </SubjectBody>
                  </Card>
                );
              })}
            </SubjectGrid>
          )}
        </QueryState>
      )}
    </Page>
  );
}
