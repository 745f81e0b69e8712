import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { ButtonLink, EmptyState, Page } from '@kk/ui-kit';
import { isNotLinked, useStudentTimetable } from './use-student-timetable';
import { WeekSection } from './week-section';

/**
 * `/emploi-du-temps`: the student's class's week (read-only), each seance with its professor and
 * classroom; previous and next weeks ("?semaine="). An account not linked to a school yet says to
 * link the Code Massar from the profile. Texts (addressed with "tu"): `learning-timetable:student.*`.
 */
export function StudentTimetablePage() {
  const { t } = useTranslation('learning-timetable');
  return (
    <Page title={t('student.title')} description={t('student.description')}>
      <WeekSection
        {...useStudentTimetable()}
        errorMessage={t('student.loadError')}
        who="professor"
        isNotFound={isNotLinked}
        notFound={
          <EmptyState
            title={t('student.notLinked')}
            description={t('student.notLinkedHint')}
            action={
              <ButtonLink as={RouterLink} to="/profil">
                {t('student.toProfile')}
              </ButtonLink>
            }
          />
        }
      />
    </Page>
  );
}
