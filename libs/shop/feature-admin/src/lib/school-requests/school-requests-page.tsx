import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { SchoolRequest } from '@kk/domain';
import { useLevelAsked } from './use-level-asked';
import { useFormatters, useTranslation } from '@kk/i18n';
import { Alert, ButtonLink, EmptyState, Link, Page, type DataTableColumn } from '@kk/ui-kit';
import { actionsColumn } from '../shared/actions-column';
import { SearchedTable } from '../shared/searched-table';
import { Stacked } from './school-requests-page.styles';
import { reviewPath, useSchoolRequests } from './use-school-requests';

/** The list's columns: the school asked for, the level, who asked and when, the file, the review. */
function useColumns(): DataTableColumn<SchoolRequest>[] {
  const { t } = useTranslation('shop-admin');
  const { formatDate } = useFormatters();
  const levelAsked = useLevelAsked();
  return [
    {
      id: 'school',
      sortable: true,
      header: t('requests.school'),
      cell: (r) => (
        <Stacked>
          <bdi>{r.name}</bdi>
          {r.city && <bdi>{r.city}</bdi>}
        </Stacked>
      ),
    },
    { id: 'level', header: t('requests.level'), cell: (r) => levelAsked(r) ?? t('requests.noLevel') },
    {
      id: 'user',
      header: t('requests.askedBy'),
      cell: (r) => (
        <Stacked>
          <bdi>{r.user?.name ?? t('requests.unknownUser')}</bdi>
          {r.user?.email && <bdi dir="ltr">{r.user.email}</bdi>}
        </Stacked>
      ),
    },
    {
      id: 'date',
      sortable: true,
      header: t('requests.date'),
      cell: (r) => (r.date_created ? formatDate(r.date_created) : ''),
    },
    {
      id: 'file',
      header: t('requests.file'),
      cell: (r) =>
        r.file_url ? (
          <Link
            href={r.file_url}
            variant="standalone"
            target="_blank"
            rel="noreferrer"
            aria-label={t('requests.fileOf', { name: r.name })}
          >
            {t('requests.openFile')}
          </Link>
        ) : (
          t('requests.noFile')
        ),
    },
    actionsColumn(t('requests.actions'), (r) => (
      <ButtonLink
        as={RouterLink}
        to={reviewPath(r.id)}
        size="sm"
        aria-label={t('requests.reviewName', { name: r.name })}
      >
        {t('requests.review')}
      </ButtonLink>
    )),
  ];
}

/**
 * `/admin/ecoles-demandees`: the schools users asked for (`create_inactive`) that wait for the
 * admin, newest first (or by date or school either way, `?tri=&ordre=`), searchable by name or city,
 * 20 at a time; each opens its review (complete,
 * then activate or refuse). Texts: `shop-admin:requests.*`.
 */
export function SchoolRequestsPage() {
  const { t } = useTranslation('shop-admin');
  const vm = useSchoolRequests();
  const columns = useColumns();
  // The review comes back here with what it did.
  const outcome = (useLocation().state ?? {}) as { activated?: string; refused?: string };
  return (
    <Page title={t('requests.title')} description={t('requests.description')}>
      {outcome.activated && (
        <Alert tone="success" live="polite">
          {t('requests.activated', { name: outcome.activated })}
        </Alert>
      )}
      {outcome.refused !== undefined && (
        <Alert tone="info" live="polite">
          {t('requests.refused', { name: outcome.refused })}
        </Alert>
      )}
      <SearchedTable
        list={vm}
        search={{ label: t('requests.search'), placeholder: t('requests.searchPlaceholder') }}
        errorMessage={t('requests.loadError')}
        loadingLabel={t('requests.loading')}
        empty={
          vm.search ? (
            <EmptyState title={t('requests.noMatch')} description={t('requests.noMatchHint')} />
          ) : (
            <EmptyState title={t('requests.empty')} description={t('requests.emptyHint')} />
          )
        }
        caption={t('requests.caption')}
        columns={columns}
        rowKey={(r) => r.id}
      />
    </Page>
  );
}
