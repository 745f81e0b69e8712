import { flattenPages, useGetLibraryQuotesInfiniteQuery } from '@kk/api-clients';
import type { LibraryQuote } from '@kk/domain';
import { pagingOf, type Paging } from '@kk/shop-ui';
import type { QueryStateQuery } from '@kk/ui-kit';

/** What {@link useLibraryQuotes} returns. */
export interface UseLibraryQuotesResult extends Paging {
  /** The paged list, for `QueryState`. */
  query: QueryStateQuery<unknown>;
  /** The quotes loaded so far, newest first. */
  quotes: LibraryQuote[];
}

/**
 * The quotes this library sent (`get_demandes_devis` without a request, as an `li` account, 20 a
 * page), each with its state: sent, put in a cart by the customer, ordered.
 */
export function useLibraryQuotes(): UseLibraryQuotesResult {
  const query = useGetLibraryQuotesInfiniteQuery();
  return {
    query,
    quotes: flattenPages(query.data),
    ...pagingOf(query),
  };
}
