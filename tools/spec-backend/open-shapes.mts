/**
 * The open shapes of the learning and school-management answers (§7 "Response shapes are mostly
 * not shown"), in the space's reading (readings.mts): lists, references to other entities,
 * decimals and the answers of writes.
 */
import { read } from './readings.mts';
import type { Answer, RouteRequest } from './routes.mts';

/** How many items a list page holds when the request names no `page_size` (DRF's `PAGE_SIZE`). */
const DEFAULT_PAGE_SIZE = 20;

/**
 * A list: a Django REST framework page `{ count, next, previous, results }` (literal) or a bare
 * array (alternative). Both are paged when the request asks for a page (`page`, `page_size`: the
 * avatars and images, §7 "page_size param"); otherwise the page holds the whole list.
 */
export function list(request: RouteRequest, items: unknown[]): unknown {
  const asked = request.query['page'] !== undefined || request.query['page_size'] !== undefined;
  const pageNumber = Math.max(1, Number(request.query['page']) || 1);
  const size = asked ? Math.max(1, Number(request.query['page_size']) || DEFAULT_PAGE_SIZE) : Math.max(items.length, 1);
  const results = items.slice((pageNumber - 1) * size, pageNumber * size);
  if (request.reading === 'alternative') return results;
  const link = (target: number) => {
    const query = new URLSearchParams({ ...request.query, page: String(target), page_size: String(size) });
    return `${request.path}?${query}`;
  };
  return {
    count: items.length,
    next: pageNumber * size < items.length ? link(pageNumber + 1) : null,
    previous: pageNumber > 1 ? link(pageNumber - 1) : null,
    results,
  };
}

/** A list answer (see {@link list}) of `rows`, each written by `body`. */
export function listOf<T>(
  request: RouteRequest,
  rows: readonly T[],
  body: (request: RouteRequest, row: T) => unknown,
): Answer {
  return {
    body: list(
      request,
      rows.map((row) => body(request, row)),
    ),
  };
}

/** How a reference is written in the literal reading: its id field and its name field, if any. */
export interface RefFields {
  /** `subject_id`; null when the literal reading carries only the name (`professor_name`). */
  id: string | null;
  /** `subject_name`; omitted when the literal reading carries only the id. */
  name?: string;
}

/**
 * A reference to another entity: its id and name as flat fields (`subject_id`, `subject_name`,
 * literal) or one nested `{ id, name }` object under the entity's name (`subject`, alternative),
 * as a Django serializer writes a primary key or a nested serializer. `null` is a missing
 * reference (`{ subject_id: null }` / `{ subject: null }`).
 */
export function ref(
  request: RouteRequest,
  entity: string,
  value: { id: number; name: string } | null,
  fields: RefFields = { id: `${entity}_id` },
): Record<string, unknown> {
  if (request.reading === 'alternative') return { [entity]: value };
  const flat: Record<string, unknown> = {};
  if (fields.id) flat[fields.id] = value?.id ?? null;
  if (fields.name) flat[fields.name] = value?.name ?? null;
  return flat;
}

/** A decimal: a JSON number (literal) or Django's decimal string `"16.50"` (alternative). */
export function decimal(request: RouteRequest, value: number | null): number | string | null {
  if (value === null) return null;
  return read(request.reading, { literal: value, alternative: value.toFixed(2) });
}

/**
 * The answer of a write whose shape the spec does not show: `{ success: true }` only (literal),
 * or `{ success: true }` with what was written (alternative: `fields`, e.g. `{ id, task }`).
 */
export function written(request: RouteRequest, fields: Record<string, unknown>): Answer {
  return { body: read(request.reading, { literal: { success: true }, alternative: { success: true, ...fields } }) };
}
