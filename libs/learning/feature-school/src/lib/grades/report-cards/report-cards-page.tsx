import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFormatters, useTranslation } from '@kk/i18n';
import {
  Alert,
  BackLink,
  DataTable,
  EmptyState,
  Link,
  Page,
  QueryState,
  SectionCard,
  SectionTitle,
  Skeleton,
} from '@kk/ui-kit';
import { ClassPeriodChoice } from '../shared/class-period-choice';
import { useReportCards } from './use-report-cards';

/**
 * `/ecole/bulletins`: a class and a trimester, then its students ranked by general average (each
 * opens the student's report card). Texts: `learning-grades:cards.*`.
 */
export function ReportCardsPage() {
  const { t } = useTranslation('learning-grades');
  const { formatNumber } = useFormatters();
  const vm = useReportCards();
  const titleId = useId();
  const search = vm.params.toString();
  return (
    <Page title={t('cards.title')} description={t('cards.intro')}>
      <BackLink as={RouterLink} to={`/ecole/notes${search ? `?${search}` : ''}`}>
        {t('cards.back')}
      </BackLink>
      <ClassPeriodChoice choice={vm} />
      <SectionCard aria-labelledby={titleId}>
        <SectionTitle id={titleId}>
          {vm.selectedClass
            ? t('cards.listTitle', { className: vm.selectedClass.name, period: t('periodName', { n: vm.period }) })
            : t('cards.title')}
        </SectionTitle>
        {vm.coefficientsMissing && <Alert tone="warning">{t('coefficientsMissing')}</Alert>}
        <QueryState
          query={vm.query}
          errorMessage={t('cards.loadError')}
          loading={<Skeleton variant="rect" height="16rem" />}
          isEmpty={(rows) => rows.length === 0}
          empty={<EmptyState title={t('cards.empty')} headingLevel={3} />}
        >
          {(rows) => (
            <DataTable
              caption={t('cards.title')}
              rows={rows}
              rowKey={({ student }) => student.id}
              columns={[
                {
                  id: 'student',
                  header: t('cards.columns.student'),
                  cell: ({ student }) => (
                    <Link as={RouterLink} to={`/ecole/bulletins/${student.id}?${search}`}>
                      <bdi>{`${student.last_name} ${student.first_name}`}</bdi>
                    </Link>
                  ),
                },
                {
                  id: 'average',
                  header: t('cards.columns.average'),
                  cell: ({ numbers }) =>
                    numbers.average === null ? '–' : formatNumber(numbers.average, { maximumFractionDigits: 2 }),
                  align: 'end',
                },
                {
                  id: 'rank',
                  header: t('cards.columns.rank'),
                  cell: ({ numbers }) =>
                    numbers.rank === null ? (
                      '–'
                    ) : (
                      <bdi dir="ltr">{`${formatNumber(numbers.rank)} / ${formatNumber(rows.length)}`}</bdi>
                    ),
                  align: 'end',
                },
              ]}
            />
          )}
        </QueryState>
      </SectionCard>
    </Page>
  );
}
