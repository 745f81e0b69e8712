import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { ViewMode } from '../view-toggle/view-toggle';
import { Footer, Items, ListRoot, Sentinel, VirtualRow } from './infinite-list.styles';
import { useElementWidth } from './use-element-width';

/** Props of InfiniteList. */
export interface InfiniteListProps<T> {
  /** Accessible name of the list (e.g. 'Écoles'). */
  label: string;
  /** Items loaded so far. */
  items: readonly T[];
  /** Draws one item (a SchoolCard, a BookCard…). */
  renderItem: (item: T, index: number) => ReactNode;
  /** Stable key of an item (its id). */
  getKey: (item: T, index: number) => string | number;
  /** More pages exist. */
  hasMore: boolean;
  /** A page is loading; no further page is asked for meanwhile. */
  loading: boolean;
  /** Asks for the next page; called when the end of the list comes near the screen. */
  onLoadMore: () => void;
  /** `list`: one item per row; `grid`: as many columns as fit. @default 'list' */
  layout?: ViewMode;
  /** Grid mode: smallest column width in px. @default 160 */
  minColumnWidth?: number;
  /** Grid mode: fixed number of columns instead of fitting them. */
  columns?: number;
  /** Expected height of a row in px (rows are measured once drawn). @default 96 */
  estimateSize?: number;
  /** Space between items in px. @default 12 */
  gap?: number;
  /** Rows drawn beyond the screen on each side, so Tab and fast scrolls find them ready. @default 6 */
  overscan?: number;
  /** How far before the end to ask for more (IntersectionObserver root margin). @default '800px' */
  loadAhead?: string;
  /** Shown while a page loads (text, or a decorative spinner and text); in a polite live region. */
  loadingMore?: ReactNode;
  /** Shown once every page is loaded and there are items; in the same live region. */
  endOfList?: ReactNode;
  /** Shown when the list is empty and nothing is loading. */
  empty?: ReactNode;
}

/**
 * An endless list for paged data (schools, books): it asks for the next page when its end comes
 * near (IntersectionObserver), and draws only the rows on and around the screen
 * (@tanstack/react-virtual, window scrolling), so thousands of rows stay smooth. Works as a list or
 * a grid. Items are list items with their position (`aria-posinset`, `aria-setsize`).
 *
 * @example
 * <InfiniteList label={t('schools')} items={schools} getKey={(s) => s.id} renderItem={(s) => <SchoolCard … />}
 *   hasMore={hasNextPage} loading={isFetching} onLoadMore={fetchNextPage} layout={view}
 *   loadingMore={t('loadingMore')} endOfList={t('endOfList')} empty={<EmptyState … />} />
 */
export function InfiniteList<T>({
  label,
  items,
  renderItem,
  getKey,
  hasMore,
  loading,
  onLoadMore,
  layout = 'list',
  minColumnWidth = 160,
  columns,
  estimateSize = 96,
  gap = 12,
  overscan = 6,
  loadAhead = '800px',
  loadingMore,
  endOfList,
  empty,
}: InfiniteListProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(listRef);
  const columnCount =
    layout === 'grid' ? (columns ?? Math.max(1, Math.floor((width + gap) / (minColumnWidth + gap)))) : 1;
  const rowCount = Math.ceil(items.length / columnCount);

  // The window scrolls; the virtualizer needs the list's distance from the top of the page.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const top = listRef.current?.getBoundingClientRect().top ?? 0;
      setScrollMargin(top + window.scrollY);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimateSize + gap,
    overscan,
    scrollMargin,
  });

  const onLoadMoreRef = useRef(onLoadMore);
  onLoadMoreRef.current = onLoadMore;

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore || loading || typeof IntersectionObserver === 'undefined') return undefined;
    // Observing afresh after each page reports the current state at once, so a page that does not
    // fill the screen leads to the next one without any scrolling.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          onLoadMoreRef.current();
        }
      },
      { rootMargin: `0px 0px ${loadAhead} 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, loading, items.length, loadAhead]);

  const setSize = hasMore ? -1 : items.length;
  const showEmpty = items.length === 0 && !loading && !hasMore;

  return (
    <ListRoot data-ui="infinite-list-root">
      <Items
        ref={listRef}
        role="list"
        aria-label={label}
        aria-busy={loading || undefined}
        style={{ blockSize: `${virtualizer.getTotalSize()}px` }}
        data-ui="infinite-list-items"
      >
        {virtualizer.getVirtualItems().map((row) => {
          const first = row.index * columnCount;
          const rowItems = items.slice(first, first + columnCount);
          return (
            <VirtualRow
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              role="presentation"
              $columns={columnCount}
              $gap={gap}
              style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
              data-ui="infinite-list-row"
            >
              {rowItems.map((item, offset) => {
                const index = first + offset;
                return (
                  <div
                    key={getKey(item, index)}
                    role="listitem"
                    aria-posinset={index + 1}
                    aria-setsize={setSize}
                    data-ui="infinite-list-item"
                  >
                    {renderItem(item, index)}
                  </div>
                );
              })}
            </VirtualRow>
          );
        })}
      </Items>
      <Sentinel ref={sentinelRef} aria-hidden="true" data-ui="infinite-list-sentinel" />
      {showEmpty && empty}
      <Footer role="status" data-ui="infinite-list-status">
        {loading && loadingMore}
        {!loading && !hasMore && items.length > 0 && endOfList}
      </Footer>
    </ListRoot>
  );
}
