import { useFormatters, useTranslation } from '@kk/i18n';
import { Button, QuerySection, RowList } from '@kk/ui-kit';
import { ChildPage, type PageChild } from './child-page';
import { LinkBar } from './home.styles';
import { AttendanceRow, FigureList, GradeRow, HomeworkRow } from './rows';
import { useChildWeek } from './use-child-week';

function Week({ id, child }: PageChild) {
  const { t } = useTranslation('learning-parents');
  const { formatDate } = useFormatters();
  const { query, start, isCurrent, previous, next } = useChildWeek(id, child?.current_level);
  const now = new Date();
  return (
    <>
      <LinkBar aria-label={t('week.navigation')}>
        <Button variant="secondary" size="sm" onClick={previous}>
          {t('week.previous')}
        </Button>
        <Button variant="secondary" size="sm" onClick={next} disabled={isCurrent}>
          {t('week.next')}
        </Button>
      </LinkBar>
      <QuerySection title={t('week.of', { date: formatDate(start) })} query={query} errorMessage={t('week.error')}>
        {(week) => (
          <>
            <FigureList
              items={[
                [t('week.absences'), week.absences.length],
                [t('week.delays'), week.delays.length],
                [t('week.grades'), week.grades.length],
                [t('week.done'), week.done.length],
                [t('week.late'), week.late.length],
                [t('progress.points'), week.points],
              ]}
            />
            <RowList aria-label={t('week.details')}>
              {[...week.absences, ...week.delays].map((mark) => (
                <AttendanceRow key={`mark-${mark.id}`} mark={mark} />
              ))}
              {week.grades.map((line) => (
                <GradeRow key={`grade-${line.id}`} line={line} />
              ))}
              {week.late.map((task) => (
                <HomeworkRow key={`late-${task.id}`} task={task} now={now} />
              ))}
            </RowList>
          </>
        )}
      </QuerySection>
    </>
  );
}

/** `/parent/enfants/:childId/semaine`: the child's week (absences, delays, grades, homework, points), week by week. */
export function ChildWeekPage() {
  const { t } = useTranslation('learning-parents');
  return <ChildPage title={(name) => t('week.pageTitle', { name })}>{(page) => <Week {...page} />}</ChildPage>;
}
