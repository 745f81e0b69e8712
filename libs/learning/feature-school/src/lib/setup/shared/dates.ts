/**
 * The forms type dates as DD/MM/YYYY (the kit's DateField) and times as HH:MM; the backend reads
 * ISO dates and local date-times.
 */

/** `2026-09-07` → `07/09/2026`; '' for anything else. */
export function isoToField(iso: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** `07/09/2026` → `2026-09-07`; '' when it is not a whole date. */
export function fieldToIso(value: string | undefined): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value ?? '');
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

/** `HH:MM` of a local ISO date-time (`2026-11-26T08:30:00` → `08:30`). */
export function isoTime(iso: string): string {
  return /T(\d{2}:\d{2})/.exec(iso)?.[1] ?? '';
}
