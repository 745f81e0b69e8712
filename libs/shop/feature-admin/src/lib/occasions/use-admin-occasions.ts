import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  flattenPages,
  useGetAdminOccasionsInfiniteQuery,
  usePublishOccasionMutation,
  useRefuseOccasionMutation,
} from '@kk/api-clients';
import { OCCASION_STATUSES, type Occasion, type OccasionModerationStatus } from '@kk/domain';
import { viewQuery, type ViewStatus } from '@kk/shop-ui';

/** Query parameter of the status tab. */
export const OCCASION_STATUS_PARAM = 'statut';
/** Query parameter of the search. */
export const OCCASION_SEARCH_PARAM = 'q';

/** The tabs, in order: what waits for review first. */
export const MODERATION_TABS: readonly OccasionModerationStatus[] = [
  OCCASION_STATUSES.pending,
  OCCASION_STATUSES.active,
  OCCASION_STATUSES.refused,
];

/** The status of a `?statut=` value; anything else is the listings waiting for review. */
export function toModerationStatus(raw: string | null): OccasionModerationStatus {
  return MODERATION_TABS.find((s) => s === raw) ?? OCCASION_STATUSES.pending;
}

/**
 * View model of `/admin/occasions` (`?statut=Pending|Active|Refused&q=`): the second-hand listings
 * of one moderation status (`get_occasions_admin`, newest first, 20 a page), searchable by title or
 * author, and the admin's decisions.
 * - `status`, `setStatus`: the tab, kept in the URL (default: waiting for review);
 * - `search`, `setSearch`: the text looked for (kept in the URL);
 * - `view`, `query`: the page state and the listings loaded so far (for `QueryState`);
 * - `hasMore`, `loadMore`, `loadingMore`: the next page;
 * - `publish(occasion)`: `publish_occasion`; `publishing` is the id being published (or null);
 *   rejects when the backend refuses (the page says so);
 * - `refuse(occasion, reason)`: `refuse_occasion` with the reason (trimmed); rejects likewise.
 */
export function useAdminOccasions() {
  const [params, setParams] = useSearchParams();
  const status = toModerationStatus(params.get(OCCASION_STATUS_PARAM));
  const search = (params.get(OCCASION_SEARCH_PARAM) ?? '').trim();
  const list = useGetAdminOccasionsInfiniteQuery({ status, name: search || undefined });
  const items: Occasion[] = flattenPages(list.data);
  let view: ViewStatus = 'ready';
  if (list.isLoading) view = 'loading';
  else if (list.isError && !list.data) view = 'error';
  else if (items.length === 0) view = 'empty';

  const update = useCallback(
    (key: string, value: string, fallback: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value === fallback) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: key === OCCASION_SEARCH_PARAM },
      ),
    [setParams],
  );
  const setStatus = useCallback(
    (next: OccasionModerationStatus) => update(OCCASION_STATUS_PARAM, next, OCCASION_STATUSES.pending),
    [update],
  );
  const setSearch = useCallback((term: string) => update(OCCASION_SEARCH_PARAM, term.trim(), ''), [update]);

  const [publishMutation] = usePublishOccasionMutation();
  const [refuseMutation] = useRefuseOccasionMutation();
  const [publishing, setPublishing] = useState<number | null>(null);
  const publish = useCallback(
    async (occasion: Occasion) => {
      setPublishing(occasion.id);
      try {
        await publishMutation({ occasion_id: occasion.id }).unwrap();
      } finally {
        setPublishing(null);
      }
    },
    [publishMutation],
  );
  const refuse = useCallback(
    async (occasion: Occasion, reason: string) => {
      await refuseMutation({ occasion_id: occasion.id, reason: reason.trim() }).unwrap();
    },
    [refuseMutation],
  );

  return {
    status,
    setStatus,
    search,
    setSearch,
    view,
    query: viewQuery(view, items, list.refetch, list.error),
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    loadMore: () => void list.fetchNextPage(),
    publish,
    publishing,
    refuse,
  };
}
