import { useCallback, useState } from 'react';
import { flattenPages, useGetSchoolRequestsInfiniteQuery } from '@kk/api-clients';
import type { SchoolRequest } from '@kk/domain';
import { viewQuery, type ViewStatus } from '@kk/shop-ui';
import { orderingOf, useUrlSort, type SortColumns } from '../shared/use-url-sort';

/** The columns the requests sort by (on the server, `ordering`): the date newest first, the school A to Z. */
const SORTS: SortColumns<'school' | 'date'> = { school: 'ascending', date: 'descending' };
const NEWEST_FIRST = { column: 'date', direction: 'descending' } as const;
const ORDERING_FIELDS = { school: 'name', date: 'date_created' };

/** Where the review of one request is. */
export const reviewPath = (id: number) => `/admin/ecoles-demandees/${id}`;

/**
 * View model of `/admin/ecoles-demandees`: the unlisted-school requests waiting for the admin
 * (`get_inactive_schools`, newest first, 20 a page), sorted by date or school either way (`sort`,
 * `toggleSort`; in the URL, asked of the server as `ordering`).
 * - `status`, `query`: the page state and the requests loaded so far (for `QueryState`);
 * - `search`, `setSearch`: the text looked for in the name and city (the SearchBox waits 500 ms);
 * - `hasMore`, `loadMore`, `loadingMore`: the next page.
 */
export function useSchoolRequests() {
  const [search, setSearchText] = useState('');
  const { sort, toggle: toggleSort } = useUrlSort(SORTS, NEWEST_FIRST);
  const requests = useGetSchoolRequestsInfiniteQuery({
    name: search || undefined,
    ordering: orderingOf(sort, ORDERING_FIELDS),
  });
  const items: SchoolRequest[] = flattenPages(requests.data);
  let status: ViewStatus = 'ready';
  if (requests.isLoading) status = 'loading';
  else if (requests.isError && !requests.data) status = 'error';
  else if (items.length === 0) status = 'empty';
  const setSearch = useCallback((term: string) => setSearchText(term.trim()), []);
  return {
    status,
    query: viewQuery(status, items, requests.refetch, requests.error),
    search,
    setSearch,
    sort,
    toggleSort,
    hasMore: requests.hasNextPage,
    loadingMore: requests.isFetchingNextPage,
    loadMore: () => void requests.fetchNextPage(),
  };
}
