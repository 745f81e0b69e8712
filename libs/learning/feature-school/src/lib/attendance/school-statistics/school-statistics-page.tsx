import type { SchoolStatistics } from '@kk/domain';
import { LOCALES, useFormatters, useTranslation, type TranslationKey } from '@kk/i18n';
import { ChartCard, EmptyState, Page, QueryState, Skeleton } from '@kk/ui-kit';
import { FigureTile } from '../shared/figure.styles';
import { Charts, Figures } from './school-statistics-page.styles';
import { useSchoolStatistics, type UseSchoolStatisticsResult } from './use-school-statistics';

function Statistics({ stats, vm }: { stats: SchoolStatistics; vm: UseSchoolStatisticsResult }) {
  const { t } = useTranslation('learning-attendance');
  const { language, formatNumber } = useFormatters();
  const locale = LOCALES[language];
  const monthName = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, { month: 'short' });
  const chart = { locale, loadingLabel: t('statistics.chartLoading') } as const;
  const figures: [TranslationKey, string][] = [
    ['learning-attendance:statistics.figure.students', formatNumber(stats.students_count)],
    ['learning-attendance:statistics.figure.classes', formatNumber(stats.classes_count)],
    ['learning-attendance:statistics.figure.professors', formatNumber(stats.professors_count)],
    ['learning-attendance:statistics.figure.attendance', `${formatNumber(stats.attendance_rate)} %`],
    ['learning-attendance:statistics.figure.average', `${formatNumber(stats.average_grade)}/20`],
  ];

  return (
    <>
      <Figures aria-label={t('statistics.figures')}>
        {figures.map(([key, value]) => (
          <FigureTile key={key}>
            <dt>{t(key)}</dt>
            <dd>
              <bdi>{value}</bdi>
            </dd>
          </FigureTile>
        ))}
      </Figures>
      <Charts>
        <ChartCard
          {...chart}
          title={t('statistics.byMonth')}
          categoryLabel={t('statistics.month')}
          data={stats.absences_by_month.map((m) => ({
            month: monthName.format(new Date(`${m.month}-15T12:00:00`)),
            absences: m.absences,
            delays: m.delays,
          }))}
          xKey="month"
          series={[
            { key: 'absences', label: t('statistics.absences') },
            { key: 'delays', label: t('statistics.delays') },
          ]}
        />
        <ChartCard
          {...chart}
          title={t('statistics.attendanceByClass')}
          note={t('statistics.attendanceNote')}
          categoryLabel={t('statistics.class')}
          data={vm.classesByAttendance.map((c) => ({ class: c.class_name, rate: c.attendance_rate }))}
          xKey="class"
          series={[{ key: 'rate', label: t('statistics.rate') }]}
          formatValue={(v) => `${formatNumber(v)} %`}
        />
        <ChartCard
          {...chart}
          title={t('statistics.distribution')}
          categoryLabel={t('statistics.range')}
          data={stats.grades_distribution.map((g) => ({ range: g.range, count: g.count }))}
          xKey="range"
          series={[{ key: 'count', label: t('statistics.grades') }]}
        />
        {vm.classAverages.length > 0 && (
          <ChartCard
            {...chart}
            title={t('statistics.averageByClass')}
            categoryLabel={t('statistics.class')}
            data={vm.classAverages.map((c) => ({ class: c.class_name, average: c.average_grade ?? 0 }))}
            xKey="class"
            series={[{ key: 'average', label: t('statistics.average') }]}
          />
        )}
        {vm.subjectAverages.length > 0 && (
          <ChartCard
            {...chart}
            title={t('statistics.averageBySubject')}
            categoryLabel={t('statistics.subject')}
            data={vm.subjectAverages.map((s) => ({ subject: s.subject_name, average: s.average_grade ?? 0 }))}
            xKey="subject"
            series={[{ key: 'average', label: t('statistics.average') }]}
          />
        )}
      </Charts>
    </>
  );
}

/**
 * `/ecole/statistiques` (administrator): the key figures (students, classes, professors,
 * attendance rate, average grade) and charts: absences and delays by month, attendance by class,
 * the grade distribution, averages by class and by subject. Texts: `learning-attendance:statistics.*`.
 */
export function SchoolStatisticsPage() {
  const { t } = useTranslation('learning-attendance');
  const vm = useSchoolStatistics();
  return (
    <Page title={t('statistics.title')} description={t('statistics.intro')}>
      <QueryState
        query={vm.query}
        errorMessage={t('statistics.loadError')}
        loading={<Skeleton variant="rect" height="6rem" count={3} />}
        isEmpty={() => !vm.hasData}
        empty={<EmptyState title={t('statistics.empty')} description={t('statistics.emptyHint')} />}
      >
        {(stats) => <Statistics stats={stats} vm={vm} />}
      </QueryState>
    </Page>
  );
}
