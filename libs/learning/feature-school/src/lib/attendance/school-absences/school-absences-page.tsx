import { LOCALES, useFormatters, useTranslation } from '@kk/i18n';
import {
  Badge,
  Button,
  DataTable,
  EmptyState,
  Page,
  QueryState,
  SectionCard,
  SectionNote,
  SectionTitle,
  Select,
  Skeleton,
  type DataTableColumn,
} from '@kk/ui-kit';
import type { Absence } from '@kk/domain';
import type { StudentTotals } from './absence-totals';
import { Filters } from './school-absences-page.styles';
import { useSchoolAbsences, type UseSchoolAbsencesResult } from './use-school-absences';

function TotalsTable({ rows, vm }: { rows: StudentTotals[]; vm: UseSchoolAbsencesResult }) {
  const { t } = useTranslation('learning-attendance');
  const { formatNumber } = useFormatters();
  const columns: DataTableColumn<StudentTotals>[] = [
    { id: 'student', header: t('absences.student'), cell: (row) => <bdi>{row.studentName}</bdi> },
    { id: 'class', header: t('absences.class'), cell: (row) => <bdi>{vm.className(row.classId)}</bdi> },
    { id: 'absences', header: t('absences.absencesColumn'), align: 'end', cell: (row) => formatNumber(row.absences) },
    {
      id: 'justified',
      header: t('absences.justifiedColumn'),
      align: 'end',
      cell: (row) => formatNumber(row.justified),
    },
    { id: 'delays', header: t('absences.delaysColumn'), align: 'end', cell: (row) => formatNumber(row.delays) },
    { id: 'minutes', header: t('absences.minutesColumn'), align: 'end', cell: (row) => formatNumber(row.minutesLate) },
    {
      id: 'detail',
      header: t('absences.detail'),
      labelOnCard: false,
      cell: (row) =>
        vm.filters.studentId === String(row.studentId) ? null : (
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
        ),
    },
  ];
  return (
    <DataTable
      caption={t('absences.byStudent')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.studentId}
      isSelected={(row) => vm.filters.studentId === String(row.studentId)}
    />
  );
}

function DetailTable({ marks }: { marks: Absence[] }) {
  const { t } = useTranslation('learning-attendance');
  const { formatDate } = useFormatters();
  const columns: DataTableColumn<Absence>[] = [
    {
      id: 'date',
      header: t('absences.date'),
      cell: (mark) => (
        <>
          {formatDate(mark.date, 'full')} · <bdi>{mark.start_time}</bdi>
        </>
      ),
    },
    { id: 'subject', header: t('absences.subject'), cell: (mark) => <bdi>{mark.subject_name}</bdi> },
    {
      id: 'status',
      header: t('absences.status'),
      cell: (mark) =>
        mark.status === 'late' ? (
          <Badge tone="warning">{t('absences.late', { minutes: mark.minutes_late ?? 0 })}</Badge>
        ) : (
          <Badge tone="danger">{t('absences.absent')}</Badge>
        ),
    },
    {
      id: 'justified',
      header: t('absences.justification'),
      cell: (mark) =>
        mark.status === 'absent' ? (
          <Badge tone={mark.justified ? 'success' : 'neutral'}>
            {mark.justified ? t('absences.justified') : t('absences.notJustified')}
          </Badge>
        ) : null,
    },
  ];
  return <DataTable caption={t('absences.detailTitle')} columns={columns} rows={marks} rowKey={(mark) => mark.id} />;
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
              <TotalsTable rows={data.totals} vm={vm} />
            </SectionCard>
            {data.marks.length > 0 && (
              <SectionCard aria-labelledby="absences-detail">
                <SectionTitle id="absences-detail">{t('absences.detailTitle')}</SectionTitle>
                <DetailTable marks={data.marks} />
              </SectionCard>
            )}
          </>
        )}
      </QueryState>
    </Page>
  );
}
