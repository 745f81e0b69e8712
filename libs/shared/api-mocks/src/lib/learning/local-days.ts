/**
 * Local days of the demo's dated rows (alerts, homework): small and on their own, because the store
 * (`core/db.ts`) resolves the seed's relative days with them in every app's demo chunk, which must
 * not carry the learning handlers' views.
 */

/** Midnight, in the local time zone, of the day `days` from today. */
export function localDayFromToday(days: number, now = Date.now()): Date {
  const today = new Date(now);
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
}

/** `YYYY-MM-DD` of a local day. */
export function isoDay(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
