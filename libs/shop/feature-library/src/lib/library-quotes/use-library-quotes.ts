import { flattenPages, useGetLibraryQuotesInfiniteQuery } from '@kk/api-clients';
import type { LibraryQuote } from '@kk/domain';
import type { QueryStateQuery } from '@kk/ui-kit';

/** What {@link useLibraryQuotes} returns. */
export interface UseLibraryQuotesResult {
  /** The paged list, for `QueryState`. */
  query: QueryStateQuery<unknown>;
  /** The quotes loaded so far, newest first. */
  quotes: LibraryQuote[];
  /** More pages are there to load (and the last one did not fail). */
  hasMore: boolean;
  /** The next page is loading. */
  loadingMore: boolean;
  /** Loading the next page failed. */
  moreFailed: boolean;
  /** Loads the next page. */
  loadMore: () => void;
}

/**
 * The quotes this library sent (`get_demandes_devis` without a request, as an `li` account, 20 a
 * page), each with its state: sent, put in a cart by the customer, ordered.
 */
export function useLibraryQuotes(): UseLibraryQuotesResult {
  const query = useGetLibraryQuotesInfiniteQuery();
  const moreFailed = query.isFetchNextPageError;
  return {
    query,
    quotes: flattenPages(query.data),
    hasMore: Boolean(query.hasNextPage) && !moreFailed,
    loadingMore: query.isFetchingNextPage,
    moreFailed,
    loadMore: () => void query.fetchNextPage(),
  };
}
