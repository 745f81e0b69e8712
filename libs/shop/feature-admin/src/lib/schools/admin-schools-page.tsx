import { Link as RouterLink } from 'react-router-dom';
import type { School } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { ButtonLink, EmptyState, Page, type DataTableColumn } from '@kk/ui-kit';
import { actionsColumn } from '../shared/actions-column';
import { SearchedTable } from '../shared/searched-table';
import { schoolPath, useAdminSchools } from './use-admin-schools';

/**
 * `/admin/ecoles`: the schools listed in the shop, 20 at a time, searchable by name or city, sorted
 * by name or city (`?tri=&ordre=`); each
 * with its cycles and the number of levels taught, and a link to its levels and supply lists.
 * Texts: `shop-admin:schools.*`.
 */
export function AdminSchoolsPage() {
  const { t } = useTranslation('shop-admin');
  const vm = useAdminSchools();
  const columns: DataTableColumn<School>[] = [
    { id: 'name', sortable: true, header: t('schools.name'), cell: (s) => <bdi>{s.name}</bdi> },
    { id: 'city', sortable: true, header: t('schools.city'), cell: (s) => <bdi>{s.city}</bdi> },
    { id: 'groups', header: t('schools.groups'), cell: (s) => vm.groupNames(s).join(' · ') },
    {
      id: 'levels',
      header: t('schools.levels'),
      align: 'end',
      cell: (s) => t('schools.levelCount', { count: s.levels.length }),
    },
    actionsColumn(t('schools.actions'), (s) => (
      <ButtonLink
        as={RouterLink}
        to={schoolPath(s.id)}
        size="sm"
        variant="secondary"
        aria-label={t('schools.openName', { name: s.name })}
      >
        {t('schools.open')}
      </ButtonLink>
    )),
  ];
  return (
    <Page title={t('schools.title')} description={t('schools.description')}>
      <SearchedTable
        list={vm}
        search={{ label: t('schools.search'), placeholder: t('schools.searchPlaceholder') }}
        errorMessage={t('schools.loadError')}
        loadingLabel={t('schools.loading')}
        empty={<EmptyState title={t('schools.empty')} description={t('schools.emptyHint')} />}
        caption={t('schools.caption')}
        columns={columns}
        rowKey={(s) => s.id}
      />
    </Page>
  );
}
