import { useCallback, useState } from 'react';
import { flattenPages, useGetSchoolRequestsInfiniteQuery } from '@kk/api-clients';
import type { SchoolRequest } from '@kk/domain';
import { viewQuery, type ViewStatus } from '@kk/shop-ui';

/** Where the review of one request is. */
export const reviewPath = (id: number) => `/admin/ecoles-demandees/${id}`;

/**
 * View model of `/admin/ecoles-demandees`: the unlisted-school requests waiting for the admin
 * (`get_inactive_schools`, newest first, 20 a page).
 * - `status`, `query`: the page state and the requests loaded so far (for `QueryState`);
 * - `search`, `setSearch`: the text looked for in the name and city (the SearchBox waits 500 ms);
 * - `hasMore`, `loadMore`, `loadingMore`: the next page.
 */
export function useSchoolRequests() {
  const [search, setSearchText] = useState('');
  const requests = useGetSchoolRequestsInfiniteQuery({ name: search || undefined });
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
    hasMore: requests.hasNextPage,
    loadingMore: requests.isFetchingNextPage,
    loadMore: () => void requests.fetchNextPage(),
  };
}
