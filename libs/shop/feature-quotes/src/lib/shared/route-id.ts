/**
 * A route parameter read as a positive integer id (`/quotes/:quote_id`), or null when it is
 * missing or not a number (a mistyped URL shows a "not found" state instead of calling the API).
 */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
