import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { Alert, BackLink, DataTable, EmptyState, Link, Page } from '@kk/ui-kit';
import { ClassListSection } from '../shared/class-list-section';
import { ClassPeriodChoice } from '../shared/class-period-choice';
import { useGradeFormat } from '../shared/grade-format';
import { useReportCards } from './use-report-cards';

/**
 * `/ecole/bulletins`: a class and a trimester, then its students ranked by general average (each
 * opens the student's report card). Texts: `learning-grades:cards.*`.
 */
export function ReportCardsPage() {
  const { t } = useTranslation('learning-grades');
  const { grade, outOf } = useGradeFormat();
  const vm = useReportCards();
  const search = vm.params.toString();
  return (
    <Page title={t('cards.title')} description={t('cards.intro')}>
      <BackLink as={RouterLink} to={`/ecole/notes${search ? `?${search}` : ''}`}>
        {t('cards.back')}
      </BackLink>
      <ClassPeriodChoice choice={vm} />
      <ClassListSection
        choice={vm}
        texts="cards"
        query={vm.query}
        loadingHeight="16rem"
        empty={<EmptyState title={t('cards.empty')} headingLevel={3} />}
        notice={vm.coefficientsMissing && <Alert tone="warning">{t('coefficientsMissing')}</Alert>}
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
                cell: ({ numbers }) => grade(numbers.average),
                align: 'end',
              },
              {
                id: 'rank',
                header: t('cards.columns.rank'),
                cell: ({ numbers }) => (numbers.rank === null ? '–' : outOf(numbers.rank, rows.length)),
                align: 'end',
              },
            ]}
          />
        )}
      </ClassListSection>
    </Page>
  );
}
