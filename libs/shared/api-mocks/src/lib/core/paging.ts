import { FIRST_PAGE, PAGE_SIZE } from '@kk/domain';
import { foldForSearch } from '../seed/names';
import { intParam, type Payload } from './http';

/** The text every search answers with when nothing is left to show (§8 dictionary). */
export const NO_RESULT = 'No result found';

/** Largest page the fake backend serves. */
const MAX_PAGE_SIZE = 100;

/**
 * One page of `items` under `key`, from the `page` / `page_size` fields of the payload
 * (defaults: page 1, 20 per page). Past the end (or on an empty result) the backend answers
 * `{ error: 'No result found' }` instead of a list, which stops the client's paging (§8).
 */
export function paginate<T, K extends string>(items: readonly T[], payload: Payload, key: K) {
  const page = Math.max(FIRST_PAGE, intParam(payload, 'page', FIRST_PAGE));
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, intParam(payload, 'page_size', PAGE_SIZE)));
  const slice = items.slice((page - 1) * size, page * size);
  if (slice.length === 0) return { error: NO_RESULT } as { error: string };
  return { [key]: slice } as { [P in K]: T[] };
}

/** True when `text` contains the search `query` (case and accent insensitive; empty matches all). */
export function matchesSearch(query: unknown, ...texts: string[]): boolean {
  if (typeof query !== 'string' || query.trim() === '') return true;
  const q = foldForSearch(query);
  return texts.some((t) => foldForSearch(t).includes(q));
}
