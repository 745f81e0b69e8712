import { LOCALES, useFormatters, useTranslation } from '@kk/i18n';
import {
  Badge,
  Button,
  EmptyState,
  Page,
  QueryState,
  RowBody,
  RowMeta,
  RowTitle,
  SectionCard,
  SectionNote,
  SectionTitle,
  Select,
  Skeleton,
} from '@kk/ui-kit';
import type { Absence } from '@kk/domain';
import type { StudentTotals } from './absence-totals';
import { Figures, Filters, MarkList, MarkRow } from './school-absences-page.styles';
import { useSchoolAbsences, type UseSchoolAbsencesResult } from './use-school-absences';

function TotalsRow({ row, vm }: { row: StudentTotals; vm: UseSchoolAbsencesResult }) {
  const { t } = useTranslation('learning-attendance');
  return (
    <MarkRow data-ui="absences-student">
      <RowBody>
        <RowTitle>
          <bdi>{row.studentName}</bdi>
        </RowTitle>
        <RowMeta>
          <bdi>{vm.className(row.classId)}</bdi>
        </RowMeta>
      </RowBody>
      <Figures>
        <Badge tone={row.absences > row.justified ? 'danger' : 'neutral'}>
          {t('absences.absences', { count: row.absences, justified: row.justified })}
        </Badge>
        <Badge tone={row.delays ? 'warning' : 'neutral'}>
          {t('absences.delays', { count: row.delays, minutes: row.minutesLate })}
        </Badge>
        {vm.filters.studentId !== String(row.studentId) && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('absences.detailOf', { name: row.studentName })}
            onClick={() => {
              vm.setFilter('classId', String(row.classId));
              vm.setFilter('studentId', String(row.studentId));
            }}
          >
            {t('absences.detail')}
          </Button>
        )}
      </Figures>
    </MarkRow>
  );
}

function DetailRow({ mark }: { mark: Absence }) {
  const { t } = useTranslation('learning-attendance');
  const { formatDate } = useFormatters();
  return (
    <MarkRow>
      <RowBody>
        <RowTitle>
          {formatDate(mark.date, 'full')} · <bdi>{mark.start_time}</bdi>
        </RowTitle>
        <RowMeta>
          <bdi>{mark.subject_name}</bdi>
        </RowMeta>
      </RowBody>
      <Figures>
        {mark.status === 'late' ? (
          <Badge tone="warning">{t('absences.late', { minutes: mark.minutes_late ?? 0 })}</Badge>
        ) : (
          <Badge tone="danger">{t('absences.absent')}</Badge>
        )}
        {mark.status === 'absent' && (
          <Badge tone={mark.justified ? 'success' : 'neutral'}>
            {mark.justified ? t('absences.justified') : t('absences.notJustified')}
          </Badge>
        )}
      </Figures>
    </MarkRow>
  );
}

/**
 * `/ecole/absences` (administrator): absences and delays by class, student and month; the totals
 * per student (absences, justified ones, delays, minutes late); a student's marks once chosen.
 * Texts: `learning-attendance:absences.*`.
 */
export function SchoolAbsencesPage() {
  const { t } = useTranslation('learning-attendance');
  const { language } = useFormatters();
  const vm = useSchoolAbsences();
  const monthName = new Intl.DateTimeFormat(`${LOCALES[language]}-u-nu-latn`, { month: 'long', year: 'numeric' });

  return (
    <Page title={t('absences.title')} description={t('absences.intro')}>
      <SectionCard aria-label={t('absences.filters')}>
        <Filters>
          <Select
            label={t('absences.class')}
            value={vm.filters.classId}
            onChange={(e) => vm.setFilter('classId', e.target.value)}
            options={[{ value: '', label: t('absences.allClasses') }, ...vm.classes]}
          />
          <Select
            label={t('absences.student')}
            value={vm.filters.studentId}
            onChange={(e) => vm.setFilter('studentId', e.target.value)}
            options={[{ value: '', label: t('absences.allStudents') }, ...vm.students]}
            disabled={!vm.filters.classId}
            hint={vm.filters.classId ? undefined : t('absences.studentHint')}
          />
          <Select
            label={t('absences.month')}
            value={vm.filters.month}
            onChange={(e) => vm.setFilter('month', e.target.value)}
            options={[
              { value: '', label: t('absences.allMonths') },
              ...vm.months.map((m) => ({ value: m, label: monthName.format(new Date(`${m}-15T12:00:00`)) })),
            ]}
          />
        </Filters>
      </SectionCard>

      <QueryState
        query={vm.query}
        errorMessage={t('absences.loadError')}
        loading={<Skeleton variant="rect" height="3.5rem" count={4} />}
        isEmpty={(data) => data.totals.length === 0}
        empty={<EmptyState title={t('absences.empty')} description={t('absences.emptyHint')} />}
      >
        {(data) => (
          <>
            <SectionCard aria-labelledby="absences-totals">
              <SectionTitle id="absences-totals">{t('absences.byStudent')}</SectionTitle>
              <SectionNote>{t('absences.byStudentNote', { count: data.totals.length })}</SectionNote>
              <MarkList aria-labelledby="absences-totals">
                {data.totals.map((row) => (
                  <TotalsRow key={row.studentId} row={row} vm={vm} />
                ))}
              </MarkList>
            </SectionCard>
            {data.marks.length > 0 && (
              <SectionCard aria-labelledby="absences-detail">
                <SectionTitle id="absences-detail">{t('absences.detailTitle')}</SectionTitle>
                <MarkList aria-labelledby="absences-detail">
                  {data.marks.map((mark) => (
                    <DetailRow key={mark.id} mark={mark} />
                  ))}
                </MarkList>
              </SectionCard>
            )}
          </>
        )}
      </QueryState>
    </Page>
  );
}
