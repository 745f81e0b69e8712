import { addWeeks, format, isValid, parseISO, startOfISOWeek } from 'date-fns';

/** The URL parameter naming the week shown (its Monday, `YYYY-MM-DD`). */
export const WEEK_PARAM = 'semaine';

/** The Monday (ISO date) of the week of `value` (an ISO date; absent or invalid: `today`'s week), `weeks` later. */
export function weekStart(value: string | null, today: Date, weeks = 0): string {
  const parsed = value ? parseISO(value) : today;
  const day = isValid(parsed) ? parsed : today;
  return format(addWeeks(startOfISOWeek(day), weeks), 'yyyy-MM-dd');
}

/** The Monday `weeks` weeks after the week of `monday` (an ISO date). */
export function shiftWeek(monday: string, weeks: number): string {
  return weekStart(monday, parseISO(monday), weeks);
}
