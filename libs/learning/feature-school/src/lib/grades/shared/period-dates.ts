import type { Period, ScholarYear } from '@kk/domain';

/**
 * The days of a period (trimester) of a scholar year: the year's days split in `count` equal parts
 * (the schema gives trimesters no dates; assumed, see the api-clients README). ISO dates, inclusive.
 */
export function periodDates(year: Pick<ScholarYear, 'start_date' | 'end_date'>, period: Period, count: number) {
  const start = Date.parse(`${year.start_date}T00:00:00Z`);
  const end = Date.parse(`${year.end_date}T00:00:00Z`);
  const day = 86_400_000;
  const days = Math.round((end - start) / day) + 1;
  const parts = Math.max(1, count);
  const from = start + Math.floor(((period - 1) * days) / parts) * day;
  const to = start + (Math.floor((period * days) / parts) - 1) * day;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: iso(from), to: iso(to) };
}
