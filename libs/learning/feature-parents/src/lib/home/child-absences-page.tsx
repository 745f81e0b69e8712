import { LOCALES, useFormatters, useTranslation } from '@kk/i18n';
import { Badge, CheckIcon, EmptyState, QuerySection, Row, RowBody, RowList, RowMeta, RowTitle } from '@kk/ui-kit';
import { ChildPage, type PageChild } from './child-page';
import { useAttendanceWords } from './home-sections';
import { ATTENDANCE_TONES } from './labels';
import { useChildAbsenceMonths } from './use-child-data';

function Absences({ id }: PageChild) {
  const { t } = useTranslation('learning-parents');
  const { formatDate, language } = useFormatters();
  const words = useAttendanceWords();
  const months = useChildAbsenceMonths(id);
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(`${LOCALES[language]}-u-nu-latn`, { month: 'long', year: 'numeric' }).format(
      new Date(`${month}-15T12:00:00`),
    );
  const totals = months.data?.reduce(
    (sum, m) => ({ absences: sum.absences + m.absences, delays: sum.delays + m.delays }),
    { absences: 0, delays: 0 },
  );
  return (
    <QuerySection
      title={t('absences.pageSection')}
      note={totals && t('absences.totals', { absences: totals.absences, delays: totals.delays })}
      query={months}
      errorMessage={t('absences.error')}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState icon={<CheckIcon />} title={t('absences.empty')} headingLevel={3} />}
    >
      {(list) =>
        list.map((month) => (
          <section key={month.month} aria-label={monthName(month.month)}>
            <RowTitle as="h3">
              {monthName(month.month)} · {t('absences.totals', { absences: month.absences, delays: month.delays })}
            </RowTitle>
            <RowList>
              {month.rows.map((mark) => (
                <Row key={mark.id}>
                  <RowBody>
                    <RowTitle>{mark.subject_name}</RowTitle>
                    <RowMeta>
                      {formatDate(mark.date)} · <bdi>{mark.start_time.slice(0, 5)}</bdi> ·{' '}
                      {mark.justified ? t('absences.justified') : t('absences.notJustified')}
                    </RowMeta>
                  </RowBody>
                  <Badge tone={ATTENDANCE_TONES[mark.status]} size="sm">
                    {words(mark)}
                  </Badge>
                </Row>
              ))}
            </RowList>
          </section>
        ))
      }
    </QuerySection>
  );
}

/** `/parent/enfants/:childId/absences`: absences and delays by month, newest first, justified or not, with totals. */
export function ChildAbsencesPage() {
  const { t } = useTranslation('learning-parents');
  return <ChildPage title={(name) => t('absences.pageTitle', { name })}>{(page) => <Absences {...page} />}</ChildPage>;
}
