/** A page number, or a gap standing for skipped pages. */
export type PageItem = number | 'gap';

/**
 * The page buttons to show: always the first and last pages, the current one with `siblings` on
 * each side, and gaps for what is skipped. A gap never stands for a single page (that page is shown
 * instead), so the list keeps a steady length as the current page moves.
 *
 * @example getPageItems(6, 12) → [1, 'gap', 5, 6, 7, 'gap', 12]
 */
export function getPageItems(current: number, count: number, siblings = 1): PageItem[] {
  if (count <= 0) {
    return [];
  }
  const page = Math.min(Math.max(1, current), count);
  // first + last + current + siblings on both sides + two gaps
  const slots = 2 * siblings + 5;
  if (count <= slots) {
    return Array.from({ length: count }, (_, i) => i + 1);
  }
  // The window of pages around the current one, slid inward near the ends so the length stays fixed.
  const start = Math.max(Math.min(page - siblings, count - 2 * siblings - 2), 3);
  const end = Math.min(Math.max(page + siblings, 2 * siblings + 3), count - 2);
  const items: PageItem[] = [1, start > 3 ? 'gap' : 2];
  for (let p = start; p <= end; p += 1) {
    items.push(p);
  }
  items.push(end < count - 2 ? 'gap' : count - 1, count);
  return items;
}
