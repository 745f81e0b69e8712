import { flattenPages, useGetMyDemandesInfiniteQuery } from '@kk/api-clients';
import { splitDemandesByQuotes, type Demande } from '@kk/domain';
import type { QueryStateQuery } from '@kk/ui-kit';

/** What {@link useQuotes} returns. */
export interface UseQuotesResult {
  /** The paged list of the user's requests, for `QueryState` (first load, error and Retry). */
  query: QueryStateQuery<unknown>;
  /** The requests at least one library answered (tab Received). */
  received: Demande[];
  /** The requests nobody answered yet (tab Requests). */
  requests: Demande[];
  /** More pages are there to load (and the last one did not fail). */
  hasMore: boolean;
  /** The next page is loading. */
  loadingMore: boolean;
  /** Loading the next page failed (the list stays; `loadMore` tries again). */
  moreFailed: boolean;
  /** Loads the next page. */
  loadMore: () => void;
}

/**
 * My quotes (`get_my_demandes`, 20 a page): the user's requests loaded page after page, split into
 * Received and Requests with the domain's `splitDemandesByQuotes`.
 */
export function useQuotes(): UseQuotesResult {
  const query = useGetMyDemandesInfiniteQuery({});
  const { received, requests } = splitDemandesByQuotes(flattenPages(query.data));
  const moreFailed = query.isFetchNextPageError;
  return {
    query,
    received,
    requests,
    hasMore: Boolean(query.hasNextPage) && !moreFailed,
    loadingMore: query.isFetchingNextPage,
    moreFailed,
    loadMore: () => void query.fetchNextPage(),
  };
}
