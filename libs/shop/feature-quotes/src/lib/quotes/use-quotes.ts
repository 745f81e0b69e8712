import { flattenPages, useGetMyDemandesInfiniteQuery } from '@kk/api-clients';
import { splitDemandesByQuotes, type Demande } from '@kk/domain';
import { pagingOf, type Paging } from '@kk/shop-ui';
import type { QueryStateQuery } from '@kk/ui-kit';

/** What {@link useQuotes} returns. */
export interface UseQuotesResult extends Paging {
  /** The paged list of the user's requests, for `QueryState` (first load, error and Retry). */
  query: QueryStateQuery<unknown>;
  /** The requests at least one library answered (tab Received). */
  received: Demande[];
  /** The requests nobody answered yet (tab Requests). */
  requests: Demande[];
}

/**
 * My quotes (`get_my_demandes`, 20 a page): the user's requests loaded page after page, split into
 * Received and Requests with the domain's `splitDemandesByQuotes`.
 */
export function useQuotes(): UseQuotesResult {
  const query = useGetMyDemandesInfiniteQuery({});
  const { received, requests } = splitDemandesByQuotes(flattenPages(query.data));
  return {
    query,
    received,
    requests,
    ...pagingOf(query),
  };
}
