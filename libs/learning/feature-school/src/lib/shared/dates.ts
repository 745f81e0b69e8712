/** Calendar dates as the school screens handle them: `YYYY-MM-DD` strings, no time zone involved. */

const DAY_MS = 86_400_000;

/** The local calendar date of `now` as `YYYY-MM-DD` (not UTC: "today" is the user's). */
export function isoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `date` moved by `days` (calendar days, no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
