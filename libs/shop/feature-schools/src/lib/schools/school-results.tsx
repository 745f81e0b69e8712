import { levelGroupNames, type School } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { SchoolCard, ShopLink, viewQuery } from '@kk/shop-ui';
import {
  Alert,
  EmptyState,
  InfiniteList,
  QueryState,
  SearchIcon,
  Skeleton,
  Spinner,
  VisuallyHidden,
  type ViewMode,
} from '@kk/ui-kit';
import { LazyUnlistedSchoolForm } from '../unlisted-school/lazy-unlisted-school-form';
import { SkeletonCard, SkeletonList } from './schools-page.styles';
import { useLevelGroups, type SchoolsList } from './use-schools-list';

/** Props of SchoolResults. */
export interface SchoolResultsProps {
  /** The list state from useSchoolsList. */
  list: SchoolsList;
  /** List or grid. */
  view: ViewMode;
  /** The search text, to start the unlisted-school form from. */
  search: string;
}

/** Placeholder cards while the first page loads. */
function LoadingSchools() {
  const { t } = useTranslation('shop-schools');
  return (
    <>
      <VisuallyHidden role="status">{t('list.loading')}</VisuallyHidden>
      <SkeletonList aria-hidden="true">
        {[0, 1, 2, 3, 4].map((row) => (
          <SkeletonCard key={row}>
            <Skeleton variant="circle" width="3.5rem" />
            <Skeleton lines={2} />
          </SkeletonCard>
        ))}
      </SkeletonList>
    </>
  );
}

/**
 * The schools found: skeletons while the first page loads; the error with a retry; the
 * unlisted-school form when nothing is found (§2); else the endless list of school cards, each
 * opening `/school/{id}`.
 */
export function SchoolResults({ list, view, search }: SchoolResultsProps) {
  const { t } = useTranslation('shop-schools');
  const groups = useLevelGroups();

  return (
    <QueryState
      query={viewQuery(list.status, list.schools, list.retry, list.error)}
      errorMessage={t('list.error')}
      deferContent
      loading={<LoadingSchools />}
      isEmpty={() => list.status === 'empty'}
      empty={
        <EmptyState
          icon={<SearchIcon />}
          title={t('empty.title')}
          description={t('empty.description')}
          action={<LazyUnlistedSchoolForm key={search} initialName={search} />}
        />
      }
    >
      {(schools) => (
        <>
          <InfiniteList<School>
            label={t('list.label')}
            items={schools}
            getKey={(school) => school.id}
            layout={view}
            minColumnWidth={150}
            estimateSize={view === 'grid' ? 200 : 96}
            hasMore={list.hasMore}
            loading={list.fetching}
            onLoadMore={list.loadMore}
            loadingMore={<Spinner size="sm" label={t('list.loadingMore')} />}
            endOfList={t('list.end')}
            renderItem={(school) => (
              <SchoolCard
                name={school.name}
                address={school.address}
                city={school.city}
                logoUrl={school.logo_url}
                cycles={levelGroupNames(school.level_groups, groups)}
                cyclesLabel={t('list.cycles')}
                layout={view}
                href={`/school/${school.id}`}
                linkAs={ShopLink}
                headingLevel={2}
              />
            )}
          />
          {list.moreFailed && (
            <Alert tone="danger" onRetry={list.retry}>
              {t('list.errorMore')}
            </Alert>
          )}
        </>
      )}
    </QueryState>
  );
}
