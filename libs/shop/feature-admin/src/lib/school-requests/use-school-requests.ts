import { useGetSchoolRequestsInfiniteQuery } from '@kk/api-clients';
import { useSearchedList } from '../shared/use-searched-list';
import type { SortColumns } from '../shared/use-url-sort';

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
  return useSearchedList(useGetSchoolRequestsInfiniteQuery, SORTS, NEWEST_FIRST, ORDERING_FIELDS);
}
