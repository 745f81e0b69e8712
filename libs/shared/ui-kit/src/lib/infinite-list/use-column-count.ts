import { useLayoutEffect, useState, type RefObject } from 'react';

/** How a grid's columns are counted from its width. */
export interface ColumnCountOptions {
  /** Measure the element (a grid with no fixed column count); otherwise nothing is measured and the count is 1. */
  enabled: boolean;
  /** The narrowest a column may be, in pixels. */
  minColumnWidth: number;
  /** The space between columns, in pixels. */
  gap: number;
}

/**
 * How many columns of at least `minColumnWidth` fit in the element, kept up to date with a
 * ResizeObserver (1 until measured, and where there is none, as in jsdom). Only a grid with no fixed
 * column count measures: reading a width forces the browser to lay the page out at once, and a new
 * count draws every row again, which a one-column list (the books, the orders) never needs. The
 * count, not the width, is kept, so a resize that moves no item draws nothing again.
 */
export function useColumnCount(
  ref: RefObject<HTMLElement | null>,
  { enabled, minColumnWidth, gap }: ColumnCountOptions,
): number {
  const [count, setCount] = useState(1);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return undefined;
    const fit = (width: number) => setCount(Math.max(1, Math.floor((width + gap) / (minColumnWidth + gap))));
    fit(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => fit(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, minColumnWidth, gap]);
  return count;
}
