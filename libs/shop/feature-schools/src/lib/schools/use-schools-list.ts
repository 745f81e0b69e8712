import { useCallback, useMemo } from 'react';
import { schoolsApi, useGetSchoolsInfiniteQuery } from '@kk/api-clients';
import type { LevelGroup, School } from '@kk/domain';
import { releaseOnceAnswered, useReferenceLists, type AppDispatch } from '@kk/session';

/** Where the list is. */
export type SchoolsListStatus = 'loading' | 'error' | 'empty' | 'ready';

/** What {@link useSchoolsList} returns. */
export interface SchoolsList {
  /** `loading` (first page), `error` (first page failed), `empty` (nothing found), `ready`. */
  status: SchoolsListStatus;
  /** Every school of the loaded pages, in order. */
  schools: School[];
  /** More pages exist and the last one did not fail. */
  hasMore: boolean;
  /** A page is being fetched (the first, the next, or a refetch). */
  fetching: boolean;
  /** The next page failed: the list stops asking until `retry`. */
  moreFailed: boolean;
  /** Asks for the next page (ignored while one loads or after a failure). */
  loadMore: () => void;
  /** Tries again: the first page after an error, else the page that failed. */
  retry: () => void;
  /** Why the load failed (QueryState names the cause after the screen's message). */
  error?: unknown;
}

/** The arguments of `get_schools` for a search ('' lists every school). */
function schoolsArgs(search: string) {
  return { name: search || undefined };
}

/**
 * Asks for the schools' first page of a search now, with the arguments {@link useSchoolsList} asks
 * with: the home's `prefetch` (the list's hook then finds it in flight or answered).
 */
export function prefetchSchools(dispatch: AppDispatch, search: string): void {
  releaseOnceAnswered(dispatch(schoolsApi.endpoints.getSchools.initiate(schoolsArgs(search))));
}

/**
 * The schools of the home screen for a search: an infinite query, 20 a page from page 1, which
 * stops at a short page or a page with an `error` field (§8, §9).
 */
export function useSchoolsList(search: string): SchoolsList {
  const query = useGetSchoolsInfiniteQuery(schoolsArgs(search));
  const { data, isLoading, isError, isFetching, hasNextPage, isFetchNextPageError, fetchNextPage, refetch } = query;
  const schools = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);

  let status: SchoolsListStatus;
  if (isLoading || (isFetching && !data)) status = 'loading';
  else if (isError && !data) status = 'error';
  else if (schools.length === 0) status = 'empty';
  else status = 'ready';

  const loadMore = useCallback(() => {
    if (!isFetching && hasNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [isFetching, hasNextPage, isFetchNextPageError, fetchNextPage]);

  const retry = useCallback(() => {
    if (data && isFetchNextPageError) void fetchNextPage();
    else void refetch();
  }, [data, isFetchNextPageError, fetchNextPage, refetch]);

  return {
    status,
    schools,
    hasMore: hasNextPage && !isFetchNextPageError,
    fetching: isFetching,
    moreFailed: isFetchNextPageError,
    loadMore,
    retry,
    error: query.error,
  };
}

/**
 * The level groups (cycles) named on school cards: the stored list (§3 `level_groups`), or,
 * while it is not stored (a visitor), the groups the public levels call answers.
 */
export function useLevelGroups(): LevelGroup[] {
  return useReferenceLists().levelGroups;
}
