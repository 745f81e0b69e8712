import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The rows to draw and where, as the virtualizer sees the window. */
export interface VirtualWindowState {
  /** Rows on and around the screen: index and offset from the top of the list in px. */
  rows: { index: number; offset: number }[];
  /** Height of the whole list in px (measured rows, estimated others). */
  totalSize: number;
  /** Ref callback that measures a drawn row (it reads the row's `data-index`). */
  measureElement: (element: Element | null) => void;
}

function distanceFromPageTop(element: HTMLElement | null): number {
  return (element?.getBoundingClientRect().top ?? 0) + window.scrollY;
}

/** Heights of the rows InfiniteList has drawn plainly so far, by row index. */
function measureDrawnRows(list: HTMLElement | null): Map<number, number> {
  const heights = new Map<number, number>();
  list?.querySelectorAll<HTMLElement>(':scope > [data-index]').forEach((row) => {
    heights.set(Number(row.dataset.index), row.getBoundingClientRect().height);
  });
  return heights;
}

/**
 * A drawn row's height, unrounded (the virtualizer rounds by default): rows then sit exactly where
 * the page's layout put them, with no pixel drift over hundreds of rows.
 */
function exactHeight(element: Element, entry: ResizeObserverEntry | undefined): number {
  return entry?.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height;
}

/** Props of VirtualWindow. */
export interface VirtualWindowProps {
  /** The list element, to know its distance from the top of the page. */
  listRef: RefObject<HTMLDivElement | null>;
  /** Number of rows. */
  count: number;
  /** Expected height of a row in px, gap included. */
  rowSize: number;
  /** Rows drawn beyond the screen on each side. */
  overscan: number;
  /** Receives the rows to draw after each change, and null when the window goes away. */
  onChange: (state: VirtualWindowState | null) => void;
}

/**
 * Works out which rows of a window-scrolled list are on and around the screen
 * (@tanstack/react-virtual), and hands them to InfiniteList, which draws them. It draws nothing
 * itself: the rows stay InfiniteList's own elements, so switching a growing list to this window
 * keeps the rows on screen (and the keyboard focus in them). InfiniteList downloads this module
 * only for long lists; it is the one place that imports the virtualizer.
 */
export const VirtualWindow = memo(function VirtualWindow({
  listRef,
  count,
  rowSize,
  overscan,
  onChange,
}: VirtualWindowProps) {
  // The window scrolls; the virtualizer needs the list's distance from the top of the page. The list
  // is already in the page when this mounts: measured at once, the very first window is the right
  // one (a wrong first guess would drop the rows on screen, and the focus in them).
  const [scrollMargin, setScrollMargin] = useState(() => distanceFromPageTop(listRef.current));
  useLayoutEffect(() => {
    const measure = () => setScrollMargin(distanceFromPageTop(listRef.current));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [listRef]);

  // The rows drawn before the switch keep their real heights: estimated ones would move the rows
  // on screen (by the sum of the errors above them) when a growing list turns virtual.
  const [drawnHeights] = useState(() => measureDrawnRows(listRef.current));
  const estimateSize = useCallback((index: number) => drawnHeights.get(index) || rowSize, [drawnHeights, rowSize]);

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize,
    overscan,
    scrollMargin,
    measureElement: exactHeight,
  });
  const rows = virtualizer.getVirtualItems().map((row) => ({ index: row.index, offset: row.start - scrollMargin }));
  const totalSize = virtualizer.getTotalSize();

  // Reports only real changes: InfiniteList re-renders on each report. Before it has measured the
  // window, the virtualizer has no rows yet: InfiniteList keeps its plain rows meanwhile.
  const last = useRef('');
  useLayoutEffect(() => {
    if (count > 0 && rows.length === 0) return;
    const signature = `${totalSize}|${rows.map((row) => `${row.index}:${row.offset}`).join(',')}`;
    if (signature === last.current) return;
    last.current = signature;
    onChange({ rows, totalSize, measureElement: virtualizer.measureElement });
  });
  useLayoutEffect(() => () => onChange(null), [onChange]);
  return null;
});
