/** The paging part of a paged list's view-model: what {@link PagedList} needs besides its items and texts. */
export interface Paging {
  /** More pages are there to load (and the last one did not fail). */
  hasMore: boolean;
  /** The next page is loading. */
  loadingMore: boolean;
  /** Loading the next page failed (the list stays; `loadMore` tries again). */
  moreFailed: boolean;
  /** Loads the next page (or tries the failed one again). */
  loadMore: () => void;
}

/** What an infinite query (a `use…InfiniteQuery` of @kk/api-clients) tells of its next page. */
export interface NextPageState {
  hasNextPage?: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The paging of a list loaded page after page, from its infinite query: no more page to offer
 * once the next one failed (the failure and its Retry show instead).
 *
 * @example
 * const query = useGetQuotesInfiniteQuery({ demande_id });
 * return { query, quotes: flattenPages(query.data), ...pagingOf(query) };
 */
export function pagingOf(query: NextPageState): Paging {
  const moreFailed = query.isFetchNextPageError;
  return {
    hasMore: Boolean(query.hasNextPage) && !moreFailed,
    loadingMore: query.isFetchingNextPage,
    moreFailed,
    loadMore: () => void query.fetchNextPage(),
  };
}
