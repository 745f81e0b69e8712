import { useCallback, useState } from 'react';
import { flattenPages, type Page } from '@kk/api-clients';
import { viewQuery, type ViewStatus } from '@kk/shop-ui';
import type { QueryStateQuery } from '@kk/ui-kit';
import { orderingOf, useUrlSort, type ColumnSort, type SortColumns } from './use-url-sort';

/** What a searched list asks of the server: the text looked for, and its order (`ordering`). */
export interface SearchedListArgs {
  name: string | undefined;
  ordering: string | undefined;
}

/** The infinite query of a searched list (a `use…InfiniteQuery` of @kk/api-clients), as the list reads it. */
export interface SearchedListQuery<Row> {
  data?: { pages: readonly Page<Row>[] };
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** What {@link useSearchedList} returns: the view model {@link SearchedTable} shows. */
export interface SearchedList<Row, C extends string = string> {
  /** The page state, and the rows loaded so far (for `QueryState`). */
  status: ViewStatus;
  query: QueryStateQuery<Row[]>;
  /** The text looked for ('' for none); `setSearch` trims what is typed. */
  search: string;
  setSearch: (term: string) => void;
  /** The order, in the URL (`?tri=&ordre=`); `toggleSort(column)` as `useUrlSort`. */
  sort: ColumnSort<C>;
  toggleSort: (columnId: string) => void;
  /** The next page: there is one, it is loading, load it. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * The view model of an admin list searched and sorted on the server and loaded 20 at a time
 * (schools, school requests): `useRows` is the list's infinite query, asked with the search and the
 * order (`columns` and `fallback` as `useUrlSort`; `orderingFields`: each column's server field).
 */
export function useSearchedList<Row, C extends string>(
  useRows: (args: SearchedListArgs) => SearchedListQuery<Row>,
  columns: SortColumns<C>,
  fallback: NoInfer<ColumnSort<C>>,
  orderingFields: Record<C, string>,
): SearchedList<Row, C> {
  const [search, setSearchText] = useState('');
  const { sort, toggle: toggleSort } = useUrlSort(columns, fallback);
  const rows = useRows({ name: search || undefined, ordering: orderingOf(sort, orderingFields) });
  const items = flattenPages(rows.data);
  let status: ViewStatus = 'ready';
  if (rows.isLoading) status = 'loading';
  else if (rows.isError && !rows.data) status = 'error';
  else if (items.length === 0) status = 'empty';
  return {
    status,
    query: viewQuery(status, items, rows.refetch, rows.error),
    search,
    setSearch: useCallback((term: string) => setSearchText(term.trim()), []),
    sort,
    toggleSort,
    hasMore: rows.hasNextPage,
    loadingMore: rows.isFetchingNextPage,
    loadMore: () => void rows.fetchNextPage(),
  };
}
