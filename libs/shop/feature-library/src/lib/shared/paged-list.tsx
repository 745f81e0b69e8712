import type { ReactNode } from 'react';
import { useTranslation } from '@kk/i18n';
import { Alert, InfiniteList } from '@kk/ui-kit';

/** Props of PagedList. */
export interface PagedListProps<T> {
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
  /** A next page exists and did not fail. */
  hasMore: boolean;
  /** A next page is loading. */
  loadingMore: boolean;
  /** The last next page failed: its message with Retry shows under the list. */
  moreFailed: boolean;
  /** Loads the next page (or tries the failed one again). */
  loadMore: () => void;
}

/**
 * A paged list of the library area (requests, sent quotes): the kit's `InfiniteList`, 20 more as
 * the user scrolls, and under it the failure of a next page with Retry.
 */
export function PagedList<T>({ hasMore, loadingMore, moreFailed, loadMore, ...list }: PagedListProps<T>) {
  const { t } = useTranslation('shop-library');
  return (
    <>
      <InfiniteList
        {...list}
        hasMore={hasMore}
        loading={loadingMore}
        onLoadMore={loadMore}
        loadingMore={t('list.loadingMore')}
        endOfList={t('list.end')}
      />
      {moreFailed && (
        <Alert tone="danger" onRetry={loadMore}>
          {t('list.moreError')}
        </Alert>
      )}
    </>
  );
}
