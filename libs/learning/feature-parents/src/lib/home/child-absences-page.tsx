import { LOCALES, useFormatters, useTranslation } from '@kk/i18n';
import { CheckIcon, RowList, RowTitle } from '@kk/ui-kit';
import { ChildPage, type PageChild } from './child-page';
import { ListSection } from './list-section';
import { AttendanceRow } from './rows';
import { useChildAbsenceMonths } from './use-child-data';

function Absences({ id }: PageChild) {
  const { t } = useTranslation('learning-parents');
  const { language } = useFormatters();
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
    <ListSection
      title={t('absences.pageSection')}
      note={totals && t('absences.totals', { absences: totals.absences, delays: totals.delays })}
      query={months}
      error={t('absences.error')}
      empty={t('absences.empty')}
      icon={<CheckIcon />}
    >
      {(list) =>
        list.map((month) => (
          <section key={month.month} aria-label={monthName(month.month)}>
            <RowTitle as="h3">
              {monthName(month.month)} · {t('absences.totals', { absences: month.absences, delays: month.delays })}
            </RowTitle>
            <RowList>
              {month.rows.map((mark) => (
                <AttendanceRow key={mark.id} mark={mark} detailed />
              ))}
            </RowList>
          </section>
        ))
      }
    </ListSection>
  );
}

/** `/parent/enfants/:childId/absences`: absences and delays by month, newest first, justified or not, with totals. */
export function ChildAbsencesPage() {
  const { t } = useTranslation('learning-parents');
  return <ChildPage title={(name) => t('absences.pageTitle', { name })}>{(page) => <Absences {...page} />}</ChildPage>;
}
