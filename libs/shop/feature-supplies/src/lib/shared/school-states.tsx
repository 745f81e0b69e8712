import type { ReactNode } from 'react';
import { isApiError } from '@kk/api-clients';
import type { School } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { ShopLink } from '@kk/shop-ui';
import { ButtonLink, Page, QueryState, SearchIcon, type QueryStateQuery } from '@kk/ui-kit';

/** Whether a school request failed because the school does not exist (QueryState's `isNotFound`). */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * The page of a school that does not exist (an unknown or malformed id in the URL): the school
 * page and the school levels page show the same one, with the way back to the school search.
 */
export function SchoolNotFound() {
  const { t } = useTranslation('shop-supplies');
  return (
    <Page title={t('school.notFound')} description={t('school.notFoundHint')}>
      <ButtonLink as={ShopLink} href="/" variant="secondary" startIcon={<SearchIcon />}>
        {t('school.backToSchools')}
      </ButtonLink>
    </Page>
  );
}

/** Props of SchoolQueryState. */
export interface SchoolQueryStateProps {
  /** The school id of the URL is malformed: the not-found page, without asking the server. */
  invalidId: boolean;
  /** The school's query. */
  query: QueryStateQuery<School>;
  /** The page's skeleton while the school loads (its status line first), inside a `Page`. */
  loading: ReactNode;
  /** The page, once the school is there. */
  children: (school: School) => ReactNode;
}

/**
 * The states of a page about one school (the school page, its levels page): not found for a
 * malformed id or a 404, the load failure with Retry, the page's own skeleton, then the page.
 *
 * @example
 * <SchoolQueryState invalidId={invalidId} query={school} loading={<Hint role="status">…</Hint>}>
 *   {(school) => <SchoolContent school={school} />}
 * </SchoolQueryState>
 */
export function SchoolQueryState({ invalidId, query, loading, children }: SchoolQueryStateProps) {
  const { t } = useTranslation('shop-supplies');
  if (invalidId) return <SchoolNotFound />;
  return (
    <QueryState
      query={query}
      errorMessage={t('school.loadError')}
      isNotFound={isNotFoundError}
      notFound={<SchoolNotFound />}
      loading={<Page>{loading}</Page>}
      // The whole page is drawn when the school arrives: in slices, not in the store's synchronous render.
      deferContent
    >
      {children}
    </QueryState>
  );
}
