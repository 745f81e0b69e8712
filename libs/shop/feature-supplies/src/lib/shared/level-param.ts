/** Name of the search parameter that carries the chosen levels (`/school/12/levels?levels=3,4`). */
export const LEVELS_PARAM = 'levels';

/**
 * Level ids read from the `levels` search parameter: positive integers, without repeats, in
 * ascending order. Anything else in the text (a hand-edited URL) is ignored rather than failing.
 *
 * @example parseLevelIds('4,3,x,3') // [3, 4]
 */
export function parseLevelIds(value: string | null | undefined): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
  return [...new Set(ids)].sort((a, b) => a - b);
}

/**
 * The `levels` search parameter for level ids: ascending, without repeats, comma-separated, so the
 * same choice always gives the same URL (reload, back and shared links agree).
 *
 * @example formatLevelIds([4, 3]) // '3,4'
 */
export function formatLevelIds(ids: readonly number[]): string {
  return [...new Set(ids)].sort((a, b) => a - b).join(',');
}

/** Path of a school's packs and supply lists for the chosen levels. */
export function schoolLevelsPath(schoolId: number, levelIds: readonly number[]): string {
  const levels = formatLevelIds(levelIds);
  return levels ? `/school/${schoolId}/levels?${LEVELS_PARAM}=${levels}` : `/school/${schoolId}/levels`;
}

/** Path of a school's page with a level choice kept in its URL. */
export function schoolPath(schoolId: number, levelIds: readonly number[] = []): string {
  const levels = formatLevelIds(levelIds);
  return levels ? `/school/${schoolId}?${LEVELS_PARAM}=${levels}` : `/school/${schoolId}`;
}

/**
 * A route parameter read as a positive integer id (`/school/:school_id`), or null when it is
 * missing or not a number (a mistyped URL shows a "not found" state instead of calling the API).
 */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * A query string with one parameter set (or removed when `value` is null). Commas stay as they
 * are (`levels=3,4`, not `levels=3%2C4`) so the URL stays readable; the parsers accept both.
 */
export function withSearchParam(search: string, key: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(key);
  else params.set(key, value);
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}
