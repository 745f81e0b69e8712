import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ViewMode } from '../view-toggle/view-toggle';
import { Footer, Items, ListRoot, Row, Sentinel } from './infinite-list.styles';
import { useColumnCount } from './use-column-count';
import { useVirtualWindow } from './use-virtual-window';
import type { VirtualWindowState } from './virtual-window';

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
  /**
   * Up to this many items, every row is drawn in the page; past it, only the rows around the
   * screen (the virtualizer is downloaded then, so short lists never load it). @default 100
   */
  virtualizeAfter?: number;
}

/**
 * An endless list for paged data (schools, books): it asks for the next page when its end comes
 * near (IntersectionObserver). Works as a list or a grid. Items are list items with their position
 * (`aria-posinset`, `aria-setsize`).
 *
 * Short lists (up to `virtualizeAfter`, 100 items by default: five pages of 20) are drawn whole.
 * Past that, only the rows on and around the screen are drawn (@tanstack/react-virtual, window
 * scrolling), so thousands of rows stay smooth. The virtualizer is its own chunk, downloaded when a
 * list passes half the threshold, so it is in no app's first load; until it arrives the first rows
 * are drawn plainly. When a growing list switches, the cards on screen stay where they are and keep
 * the keyboard focus. Loading more, the end-of-list text and the empty slot work the same either way.
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
  virtualizeAfter = 100,
}: InfiniteListProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const fittingColumns = useColumnCount(listRef, {
    enabled: layout === 'grid' && columns === undefined,
    minColumnWidth,
    gap,
  });
  const columnCount = layout === 'grid' ? (columns ?? fittingColumns) : 1;
  const rowCount = Math.ceil(items.length / columnCount);

  const virtualizer = useVirtualWindow(items.length > virtualizeAfter, items.length > virtualizeAfter / 2);
  const [win, setWin] = useState<VirtualWindowState | null>(null);
  const virtual = virtualizer.status === 'ready' ? win : null;

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

  // Plain rows: every row of a short list. While the virtualizer downloads (or before its first
  // answer), only the first rows hold the place, never thousands; if it cannot be downloaded at
  // all, every row is drawn: slower, but the list still works.
  const plainItemCount = virtualizer.status === 'failed' ? items.length : Math.min(items.length, virtualizeAfter);
  const rows = virtual
    ? virtual.rows
    : Array.from({ length: Math.ceil(plainItemCount / columnCount) }, (_, index) => ({ index, offset: 0 }));

  const setSize = hasMore ? -1 : items.length;
  const showEmpty = items.length === 0 && !loading && !hasMore;

  return (
    <ListRoot data-ui="infinite-list-root">
      {virtualizer.status === 'ready' && (
        <virtualizer.VirtualWindow
          listRef={listRef}
          count={rowCount}
          rowSize={estimateSize + gap}
          overscan={overscan}
          onChange={setWin}
        />
      )}
      <Items
        ref={listRef}
        role="list"
        aria-label={label}
        aria-busy={loading || undefined}
        style={virtual ? { blockSize: `${virtual.totalSize}px` } : undefined}
        data-ui="infinite-list-items"
      >
        {rows.map(({ index, offset }) => {
          const first = index * columnCount;
          return (
            // Keyed by row index in both modes: rows on screen are kept when the list turns virtual.
            <Row
              key={index}
              ref={virtual?.measureElement}
              data-index={index}
              role="presentation"
              $columns={columnCount}
              $gap={gap}
              $virtual={virtual !== null}
              style={virtual ? { transform: `translateY(${offset}px)` } : undefined}
              data-ui="infinite-list-row"
            >
              {items.slice(first, first + columnCount).map((item, column) => {
                const itemIndex = first + column;
                return (
                  <div
                    key={getKey(item, itemIndex)}
                    role="listitem"
                    aria-posinset={itemIndex + 1}
                    aria-setsize={setSize}
                    data-ui="infinite-list-item"
                  >
                    {renderItem(item, itemIndex)}
                  </div>
                );
              })}
            </Row>
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
