import { useEffect, useRef, type RefObject } from 'react';

/**
 * Scrolls `scroller` sideways just enough to show `item` (a tab, a navigation link) when the row is
 * wider than the screen. Only that row scrolls, never the page; `scrollBy` deltas work the same in
 * both directions, so it is right in Arabic too. Does nothing when the row fits.
 */
export function revealInScroller(scroller: HTMLElement | null, item: Element | null | undefined): void {
  if (!scroller || !item || scroller.scrollWidth <= scroller.clientWidth) return;
  const box = scroller.getBoundingClientRect();
  const rect = item.getBoundingClientRect();
  if (rect.left < box.left) scroller.scrollBy({ left: rect.left - box.left });
  else if (rect.right > box.right) scroller.scrollBy({ left: rect.right - box.right });
}

/**
 * Keeps the chosen item of a row that scrolls sideways (the selected tab, the current screen's link)
 * in view: when `key` changes (the selection moved), and when the row or its items change size (a
 * phone turned, the language switched and the labels with it). Returns the ref to put on the row.
 *
 * @example const listRef = useRevealInScroller<HTMLUListElement>((list) => list.querySelector('[aria-current="page"]'), pathname);
 */
export function useRevealInScroller<T extends HTMLElement>(
  select: (scroller: T) => Element | null | undefined,
  key: unknown,
): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  const selectRef = useRef(select);
  selectRef.current = select;

  useEffect(() => {
    const scroller = ref.current;
    if (scroller) revealInScroller(scroller, selectRef.current(scroller));
  }, [key]);

  useEffect(() => {
    const scroller = ref.current;
    if (!scroller || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => revealInScroller(scroller, selectRef.current(scroller)));
    observer.observe(scroller);
    for (const child of Array.from(scroller.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);

  return ref;
}
