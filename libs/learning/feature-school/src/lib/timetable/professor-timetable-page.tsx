import { useTranslation } from '@kk/i18n';
import { Page } from '@kk/ui-kit';
import { useProfessorTimetable } from './use-professor-timetable';
import { WeekSection } from './week-section';

/**
 * `/professeur/emploi-du-temps`: the professor's own seances of the week (read-only), each with its
 * class and classroom; previous and next weeks ("?semaine="). Texts: `learning-timetable`.
 */
export function ProfessorTimetablePage() {
  const { t } = useTranslation('learning-timetable');
  return (
    <Page title={t('professor.title')} description={t('professor.description')}>
      <WeekSection {...useProfessorTimetable()} errorMessage={t('professor.loadError')} who="class" />
    </Page>
  );
}
