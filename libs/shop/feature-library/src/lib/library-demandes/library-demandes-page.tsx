import { useTranslation } from '@kk/i18n';
import { EmptyState, QueryState, QuoteIcon, SearchBox, Select, Skeleton } from '@kk/ui-kit';
import { Filters } from '../shared/library-screen.styles';
import { LibraryPagedList } from '../shared/library-paged-list';
import { LibraryScreen } from '../shared/library-screen';
import { DemandeItem } from './demande-item';
import { useLibraryDemandes } from './use-library-demandes';

/**
 * /library and /library/demandes: the customers' quote requests a library may answer, newest
 * first (or oldest first), 20 more as the stationer scrolls; searchable by school name, filtered by
 * school and level; a request this library has not answered yet is marked "Nouvelle".
 */
export function LibraryDemandesPage() {
  const { t } = useTranslation('shop-library');
  const { query, demandes, filters, setFilter, schoolOptions, levelOptions, ...paging } = useLibraryDemandes();
  const filtered = Boolean(filters.name || filters.school || filters.level);
  return (
    <LibraryScreen title={t('demandes.title')} description={t('demandes.intro')}>
      <Filters>
        <SearchBox
          label={t('demandes.search')}
          placeholder={t('demandes.search')}
          defaultValue={filters.name}
          onSearch={(name) => setFilter('name', name)}
        />
        <Select
          label={t('demandes.school')}
          placeholder={t('demandes.allSchools')}
          options={schoolOptions}
          value={filters.school}
          onChange={(event) => setFilter('school', event.target.value)}
        />
        <Select
          label={t('demandes.level')}
          placeholder={t('demandes.allLevels')}
          options={levelOptions}
          value={filters.level}
          onChange={(event) => setFilter('level', event.target.value)}
        />
        <Select
          label={t('list.sort')}
          options={[
            { value: '', label: t('list.sortNewest') },
            { value: 'oldest', label: t('list.sortOldest') },
          ]}
          value={filters.sort}
          onChange={(event) => setFilter('sort', event.target.value)}
        />
      </Filters>
      <QueryState
        query={query}
        errorMessage={t('demandes.loadError')}
        loadingLabel={t('demandes.loading')}
        loading={<Skeleton variant="rect" height="10rem" count={2} />}
      >
        {() => (
          <LibraryPagedList
            {...paging}
            label={t('demandes.listLabel')}
            items={demandes}
            getKey={(d) => d.id}
            renderItem={(d) => <DemandeItem demande={d} />}
            estimateSize={230}
            empty={
              <EmptyState
                icon={<QuoteIcon size="lg" />}
                title={t(filtered ? 'demandes.emptyFiltered' : 'demandes.empty')}
                description={t(filtered ? 'demandes.emptyFilteredHint' : 'demandes.emptyHint')}
              />
            }
          />
        )}
      </QueryState>
    </LibraryScreen>
  );
}
