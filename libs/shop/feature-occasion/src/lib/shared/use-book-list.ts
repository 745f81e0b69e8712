import { occasionsApi, useGetMyOccasionsInfiniteQuery, useGetOccasionsInfiniteQuery } from '@kk/api-clients';
import type { BookCategory, Occasion } from '@kk/domain';
import { releaseOnceAnswered, type AppDispatch } from '@kk/session';

/** What a book list shows. */
export type BookListStatus = 'loading' | 'error' | 'empty' | 'ready';

/** What {@link useBookList} returns: what the InfiniteList of a book list needs. */
export interface UseBookListResult {
  /** State of the list (first page). */
  status: BookListStatus;
  /** Every book of every loaded page, in order. */
  items: Occasion[];
  /** More pages exist (the last page was full and carried no `error`). */
  hasMore: boolean;
  /** A page is loading. */
  loading: boolean;
  /** Asks for the next page (ignored while one loads or when there is none). */
  loadMore: () => void;
  /** Loads the list again after a failure. */
  retry: () => void;
  /** Why the load failed (QueryState names the cause after the screen's message). */
  error?: unknown;
}

/** Which list, filtered how. */
export interface BookListQuery {
  /** `all`: the books on sale (public); `mine`: the signed-in user's own listings. */
  source: 'all' | 'mine';
  /** Title or author searched; '' lists everything. */
  name: string;
  /** Category tile chosen (all list only). */
  category?: BookCategory | null;
}

/** The arguments of the market's call (`get_all_occasions`) for a search and a category. */
function marketArgs({ name, category }: Omit<BookListQuery, 'source'>) {
  return { name: name || undefined, category: category ?? undefined };
}

/**
 * Asks for the market's first page now, with the arguments {@link useBookList} asks with: the
 * /occasion page's `prefetch` (the list's hook then finds it in flight or answered, kept in the
 * cache meanwhile).
 */
export function prefetchMarket(dispatch: AppDispatch, query: Omit<BookListQuery, 'source'>): void {
  releaseOnceAnswered(dispatch(occasionsApi.endpoints.getOccasions.initiate(marketArgs(query))));
}

/**
 * A paged book list (20 a page, §9) as an infinite query: `get_all_occasions` or
 * `get_my_occasions`, searched by name. Paging stops at a short page or an `error` field (§8).
 */
export function useBookList({ source, name, category }: BookListQuery): UseBookListResult {
  const args = marketArgs({ name, category });
  const all = useGetOccasionsInfiniteQuery(args, { skip: source !== 'all' });
  const mine = useGetMyOccasionsInfiniteQuery({ name: args.name }, { skip: source !== 'mine' });
  const query = source === 'all' ? all : mine;
  const pages: readonly { items: Occasion[] }[] | undefined = query.data?.pages;

  const items = pages ? pages.flatMap((page) => page.items) : [];
  let status: BookListStatus;
  if (pages === undefined) status = query.isError ? 'error' : 'loading';
  else status = items.length === 0 ? 'empty' : 'ready';

  const hasMore = Boolean(query.hasNextPage) && !query.isError;
  const loading = query.isFetching;
  return {
    status,
    items,
    hasMore,
    loading,
    loadMore: () => {
      if (hasMore && !loading) void query.fetchNextPage();
    },
    error: query.error,
    retry: () => {
      void query.refetch();
    },
  };
}
