import type { ReactNode } from 'react';
import { Alert, InfiniteList } from '@kk/ui-kit';
import type { Paging } from './paging';

/**
 * Props of PagedList: its items and texts, and its paging (`pagingOf` an infinite query; when the
 * next page failed, `moreErrorText` with Retry shows under the list).
 */
export interface PagedListProps<T> extends Paging {
  /** Accessible name of the list. */
  label: string;
  /** The items of the pages loaded so far. */
  items: readonly T[];
  /** React key of an item. */
  getKey: (item: T) => number;
  /** One item (a card). */
  renderItem: (item: T) => ReactNode;
  /** Expected height of an item in px, for the virtualizer. */
  estimateSize: number;
  /** Shown when there is no item at all. */
  empty: ReactNode;
  /** Says that the next page is loading ('Chargement des demandes suivantes…'). */
  loadingMoreText: string;
  /** Says that the next page failed ('Les demandes suivantes n'ont pas pu être chargées.'). */
  moreErrorText: string;
  /** Shown under the last page. */
  endOfList: string;
}

/**
 * A paged list of the shop's request and quote screens (the customer's requests and the quotes
 * answering one, the library's requests and sent quotes): the kit's `InfiniteList`, the next page
 * as the user scrolls, and under it the failure of a next page with Retry (instead of the end of
 * the list: a failed page is not the end). The texts are the list's own (they name what is listed).
 *
 * @example
 * const { query, quotes, ...paging } = useDemandeQuotes(id);
 * <PagedList {...paging} label={t('quotes.title')} items={quotes} getKey={(q) => q.id}
 *   renderItem={(q) => <QuoteCard quote={q} />} estimateSize={130} empty={…}
 *   loadingMoreText={t('list.loadingMore')} moreErrorText={t('list.moreError')} endOfList={t('quotes.end')} />
 */
export function PagedList<T>({
  hasMore,
  loadingMore,
  moreFailed,
  loadMore,
  loadingMoreText,
  moreErrorText,
  endOfList,
  ...list
}: PagedListProps<T>) {
  return (
    <>
      <InfiniteList
        {...list}
        hasMore={hasMore}
        loading={loadingMore}
        onLoadMore={loadMore}
        loadingMore={loadingMoreText}
        endOfList={moreFailed ? undefined : endOfList}
      />
      {moreFailed && (
        <Alert tone="danger" onRetry={loadMore}>
          {moreErrorText}
        </Alert>
      )}
    </>
  );
}
