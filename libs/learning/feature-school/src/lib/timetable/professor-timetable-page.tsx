import { useTranslation } from '@kk/i18n';
import { Page, QueryState, Skeleton } from '@kk/ui-kit';
import { useProfessorTimetable } from './use-professor-timetable';
import { WeekBar } from './week-bar';
import { WeekView } from './week-view';

/**
 * `/professeur/emploi-du-temps`: the professor's own seances of the week (read-only), each with its
 * class and classroom; previous and next weeks ("?semaine="). Texts: `learning-timetable`.
 */
export function ProfessorTimetablePage() {
  const { t } = useTranslation('learning-timetable');
  const { week, query } = useProfessorTimetable();
  return (
    <Page title={t('professor.title')} description={t('professor.description')}>
      <WeekBar week={week} />
      <QueryState
        query={query}
        errorMessage={t('professor.loadError')}
        loading={<Skeleton variant="rect" height="24rem" />}
      >
        {(days) => <WeekView days={days} who="class" />}
      </QueryState>
    </Page>
  );
}
