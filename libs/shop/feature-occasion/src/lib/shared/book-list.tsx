import type { ReactNode } from 'react';
import { useTranslation } from '@kk/i18n';
import { useReferenceNames } from '@kk/session';
import { viewQuery } from '@kk/shop-ui';
import { InfiniteList, QueryState, Skeleton, Spinner } from '@kk/ui-kit';
import { SkeletonCard, SkeletonText } from './list.styles';
import { OccasionCard } from './occasion-card';
import type { UseBookListResult } from './use-book-list';

/** Props of BookList. */
export interface BookListProps {
  /** The list's state, from useBookList. */
  list: UseBookListResult;
  /** Accessible name of the list. */
  label: string;
  /** Shown when the list is empty. */
  empty: ReactNode;
  /** Shows each listing's status (the seller's own books). @default false */
  showStatus?: boolean;
}

/** A paged list of books: skeletons, then cards loaded 20 at a time as the end comes near; error with retry; empty state. */
export function BookList({ list, label, empty, showStatus = false }: BookListProps) {
  const { t } = useTranslation('shop-occasion');
  const names = useReferenceNames();
  return (
    <QueryState
      query={viewQuery(list.status, list.items, list.retry, list.error)}
      errorMessage={t('list.loadError')}
      deferContent
      loading={
        <>
          <Spinner label={t('list.loading')} size="sm" />
          {[0, 1, 2].map((key) => (
            <SkeletonCard key={key}>
              <Skeleton variant="rect" width="4.5rem" height="6rem" />
              <SkeletonText>
                <Skeleton width="70%" height="1.25rem" />
                <Skeleton width="40%" />
                <Skeleton width="30%" />
              </SkeletonText>
            </SkeletonCard>
          ))}
        </>
      }
    >
      {(items) => (
        <InfiniteList
          label={label}
          items={items}
          getKey={(book) => book.id}
          renderItem={(book) => <OccasionCard occasion={book} showStatus={showStatus} names={names} />}
          hasMore={list.hasMore}
          loading={list.loading}
          onLoadMore={list.loadMore}
          estimateSize={132}
          loadingMore={t('list.loadingMore')}
          endOfList={t('list.end')}
          empty={empty}
        />
      )}
    </QueryState>
  );
}
