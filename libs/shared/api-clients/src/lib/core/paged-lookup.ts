import { useEffect } from 'react';
import { flattenPages, type Page } from './paging';

/** Where finding one item in a paged list stands. */
export type PagedLookup<T> =
  | { status: 'found'; item: T }
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void };

/** What {@link usePagedLookup} reads of an infinite query's result (`useXInfiniteQuery(arg, { skip })`). */
export interface PagedQueryLike<T> {
  data?: { pages: readonly Page<T>[] };
  hasNextPage: boolean;
  isFetching: boolean;
  isError: boolean;
  isSuccess: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/**
 * Finds one item of a paged list that has no single-item call in the contract (a demande, a
 * listing): the item already at hand (`known`, e.g. passed along by the list screen), else read
 * from the list page after page until it appears or the list ends. Pass the list's infinite query,
 * skipped while `known` is there or there is nothing to look for (`wanted` false).
 *
 * @example
 * const query = useGetMyDemandesInfiniteQuery({}, { skip: passed !== null || id === null });
 * const lookup = usePagedLookup(query, id !== null, passed, (d) => d.id === id);
 */
export function usePagedLookup<T>(
  query: PagedQueryLike<T>,
  wanted: boolean,
  known: T | null,
  matches: (item: T) => boolean,
): PagedLookup<T> {
  const found = known ?? flattenPages(query.data).find(matches) ?? null;
  const searching = found === null && wanted;
  const { hasNextPage, isFetching, isError, fetchNextPage } = query;

  useEffect(() => {
    if (searching && hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [searching, hasNextPage, isFetching, isError, fetchNextPage]);

  if (found) return { status: 'found', item: found };
  if (!wanted) return { status: 'not-found' };
  if (isError) return { status: 'error', retry: () => void (query.data ? fetchNextPage() : query.refetch()) };
  if (query.isSuccess && !hasNextPage && !isFetching) return { status: 'not-found' };
  return { status: 'loading' };
}
