import { FIRST_PAGE, PAGE_SIZE } from '@kk/domain';

/**
 * One page of a paged list (shop schools, books, requests, quotes; learning avatars, images), as
 * infinite queries store it.
 * `error` is the backend's `error` field: when present the list is over (§8).
 */
export interface Page<T> {
  items: T[];
  /** The backend's `error` text ('No result found' past the end), or null. */
  error: string | null;
  /** True when the backend said this page is the last (a DRF page whose `next` is null). */
  last?: boolean;
}

/** Builds a page from a parsed backend page; `last` when the backend said no page follows. */
export function toPage<T>(items: T[] | undefined, error: string | null | undefined, last = false): Page<T> {
  return { items: items ?? [], error: error ?? null, ...(last ? { last } : {}) };
}

/**
 * Next page number, or undefined when the list is over: the page carried an `error` field, had
 * fewer than PAGE_SIZE items (§8, §9) or said it was the last.
 */
export function nextPageParam<T>(lastPage: Page<T>, _allPages: Page<T>[], lastPageParam: number): number | undefined {
  if (lastPage.error || lastPage.last || lastPage.items.length < PAGE_SIZE) return undefined;
  return lastPageParam + 1;
}

/** Query parameters of one page of a paged list: `page` and `page_size` (20, §9). */
export function pageParams(page: number): { page: number; page_size: number } {
  return { page, page_size: PAGE_SIZE };
}

/** `infiniteQueryOptions` of every paged list: first page 1, 20 per page. */
export const pagedListOptions = {
  initialPageParam: FIRST_PAGE,
  getNextPageParam: nextPageParam,
} as const;

/** Every item of every loaded page, in order. */
export function flattenPages<T>(data: { pages: readonly Page<T>[] } | undefined): T[] {
  return data ? data.pages.flatMap((p) => p.items) : [];
}
