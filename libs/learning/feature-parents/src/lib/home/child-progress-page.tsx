import { LOCALES, useFormatters, useTranslation } from '@kk/i18n';
import { BarChart, QuerySection } from '@kk/ui-kit';
import { ChildPage, type PageChild } from './child-page';
import { ProgressFigures } from './rows';
import { useChildStats } from './use-child-data';

function Progress({ id }: PageChild) {
  const { t } = useTranslation('learning-parents');
  const { language } = useFormatters();
  const stats = useChildStats(id);
  const day = new Intl.DateTimeFormat(`${LOCALES[language]}-u-nu-latn`, { day: 'numeric', month: 'numeric' });
  return (
    <>
      <QuerySection title={t('progress.title')} query={stats} errorMessage={t('progress.error')}>
        {(data) => <ProgressFigures stats={data} detailed />}
      </QuerySection>
      <QuerySection
        title={t('progress.days')}
        query={{ ...stats, data: stats.data?.days ?? (stats.data ? [] : undefined) }}
        errorMessage={t('progress.error')}
        isEmpty={(days) => days.length === 0}
        empty={<p>{t('progress.noPoints')}</p>}
      >
        {(days) => (
          <BarChart
            title={t('progress.days')}
            hideTitle
            categoryLabel={t('progress.day')}
            data={days.map((d) => ({ day: day.format(new Date(`${d.date}T12:00:00`)), points: Number(d.points) }))}
            xKey="day"
            series={[{ key: 'points', label: t('progress.points') }]}
            loadingLabel={t('progress.chartLoading')}
            locale={LOCALES[language]}
          />
        )}
      </QuerySection>
      <QuerySection
        title={t('progress.subjects')}
        query={{ ...stats, data: stats.data?.by_subject ?? (stats.data ? [] : undefined) }}
        errorMessage={t('progress.error')}
        isEmpty={(subjects) => subjects.length === 0}
        empty={<p>{t('progress.noPoints')}</p>}
      >
        {(subjects) => (
          <BarChart
            title={t('progress.subjects')}
            hideTitle
            categoryLabel={t('progress.subject')}
            data={subjects.map((s) => ({ subject: s.subject, points: Number(s.score) }))}
            xKey="subject"
            series={[{ key: 'points', label: t('progress.points') }]}
            loadingLabel={t('progress.chartLoading')}
            locale={LOCALES[language]}
          />
        )}
      </QuerySection>
    </>
  );
}

/** `/parent/enfants/:childId/progres`: the child's challenge points, series of days, points per day and per subject. */
export function ChildProgressPage() {
  const { t } = useTranslation('learning-parents');
  return <ChildPage title={(name) => t('progress.pageTitle', { name })}>{(page) => <Progress {...page} />}</ChildPage>;
}
