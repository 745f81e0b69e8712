import { useFormatters, useTranslation } from '@kk/i18n';
import { Button, QuerySection, Row, RowBody, RowList, RowMeta, RowTitle } from '@kk/ui-kit';
import { ChildPage, type PageChild } from './child-page';
import { useAttendanceWords } from './home-sections';
import { Figures, LinkBar } from './home.styles';
import { useChildWeek } from './use-child-week';

function Week({ id, child }: PageChild) {
  const { t } = useTranslation('learning-parents');
  const { formatDate, formatNumber } = useFormatters();
  const words = useAttendanceWords();
  const { query, start, isCurrent, previous, next } = useChildWeek(id, child?.current_level);
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
            <Figures>
              <div>
                <dt>{t('week.absences')}</dt>
                <dd>{formatNumber(week.absences.length)}</dd>
              </div>
              <div>
                <dt>{t('week.delays')}</dt>
                <dd>{formatNumber(week.delays.length)}</dd>
              </div>
              <div>
                <dt>{t('week.grades')}</dt>
                <dd>{formatNumber(week.grades.length)}</dd>
              </div>
              <div>
                <dt>{t('week.done')}</dt>
                <dd>{formatNumber(week.done.length)}</dd>
              </div>
              <div>
                <dt>{t('week.late')}</dt>
                <dd>{formatNumber(week.late.length)}</dd>
              </div>
              <div>
                <dt>{t('progress.points')}</dt>
                <dd>{formatNumber(week.points)}</dd>
              </div>
            </Figures>
            <RowList aria-label={t('week.details')}>
              {[...week.absences, ...week.delays].map((mark) => (
                <Row key={`mark-${mark.id}`}>
                  <RowBody>
                    <RowTitle>{words(mark)}</RowTitle>
                    <RowMeta>
                      {mark.subject_name} · {formatDate(mark.date)}
                    </RowMeta>
                  </RowBody>
                </Row>
              ))}
              {week.grades.map((line) => (
                <Row key={`grade-${line.id}`}>
                  <RowBody>
                    <RowTitle>
                      {line.subject} · <bdi>{t('grades.onTwenty', { grade: formatNumber(line.grade ?? 0) })}</bdi>
                    </RowTitle>
                    <RowMeta>
                      {line.title} · {formatDate(line.date)}
                    </RowMeta>
                  </RowBody>
                </Row>
              ))}
              {week.late.map((task) => (
                <Row key={`late-${task.id}`}>
                  <RowBody>
                    <RowTitle>{t('week.lateTask', { title: task.title })}</RowTitle>
                    <RowMeta>{formatDate(task.due_date)}</RowMeta>
                  </RowBody>
                </Row>
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
