/** Joins element ids for `aria-describedby`/`aria-labelledby`, skipping empty ones. */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}
