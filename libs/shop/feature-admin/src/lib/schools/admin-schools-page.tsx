import { Link as RouterLink } from 'react-router-dom';
import { SEARCH_DELAY_MS, type School } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import {
  Button,
  ButtonLink,
  DataTable,
  EmptyState,
  Page,
  QueryState,
  SearchBox,
  type DataTableColumn,
} from '@kk/ui-kit';
import { More, Toolbar } from '../school-requests/school-requests-page.styles';
import { schoolPath, useAdminSchools } from './use-admin-schools';

/**
 * `/admin/ecoles`: the schools listed in the shop, 20 at a time, searchable by name or city; each
 * with its cycles and the number of levels taught, and a link to its levels and supply lists.
 * Texts: `shop-admin:schools.*`.
 */
export function AdminSchoolsPage() {
  const { t } = useTranslation('shop-admin');
  const vm = useAdminSchools();
  const columns: DataTableColumn<School>[] = [
    { id: 'name', header: t('schools.name'), cell: (s) => <bdi>{s.name}</bdi> },
    { id: 'city', header: t('schools.city'), cell: (s) => <bdi>{s.city}</bdi> },
    { id: 'groups', header: t('schools.groups'), cell: (s) => vm.groupNames(s).join(' · ') },
    {
      id: 'levels',
      header: t('schools.levels'),
      align: 'end',
      cell: (s) => t('schools.levelCount', { count: s.levels.length }),
    },
    {
      id: 'open',
      header: t('schools.actions'),
      labelOnCard: false,
      cell: (s) => (
        <ButtonLink
          as={RouterLink}
          to={schoolPath(s.id)}
          size="sm"
          variant="secondary"
          aria-label={t('schools.openName', { name: s.name })}
        >
          {t('schools.open')}
        </ButtonLink>
      ),
    },
  ];
  return (
    <Page title={t('schools.title')} description={t('schools.description')}>
      <Toolbar>
        <SearchBox
          label={t('schools.search')}
          placeholder={t('schools.searchPlaceholder')}
          clearLabel={t('requests.clearSearch')}
          delay={SEARCH_DELAY_MS}
          onSearch={vm.setSearch}
        />
      </Toolbar>
      <QueryState
        query={vm.query}
        errorMessage={t('schools.loadError')}
        loadingLabel={t('schools.loading')}
        isEmpty={() => vm.status === 'empty'}
        empty={<EmptyState title={t('schools.empty')} description={t('schools.emptyHint')} />}
      >
        {(items) => (
          <>
            <DataTable caption={t('schools.caption')} columns={columns} rows={items} rowKey={(s) => s.id} />
            {vm.hasMore && (
              <More>
                <Button variant="secondary" onClick={vm.loadMore} loading={vm.loadingMore}>
                  {t('requests.more')}
                </Button>
              </More>
            )}
          </>
        )}
      </QueryState>
    </Page>
  );
}
