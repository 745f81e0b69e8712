import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addDays, isoDate, mondayOf, WEEK_PARAM, weekOfParam } from './week';

/** What {@link useWeekParam} returns. */
export interface WeekParam {
  /** The Monday of the week shown. */
  monday: string;
  /** Today's date (local). */
  today: string;
  /** The week shown is this week. */
  isThisWeek: boolean;
  /** Shows the week `weeks` away from the one shown (-1 the previous, 1 the next). */
  move: (weeks: number) => void;
  /** Shows this week again (the parameter leaves the URL). */
  thisWeek: () => void;
  /** Shows the week of `date`. */
  goTo: (date: string) => void;
}

/**
 * The week a timetable page shows, kept in the URL (`?semaine=YYYY-MM-DD`, the Monday) so it
 * survives a reload and can be shared; this week when absent or unreadable. `now` is read on each
 * render (tests and e2e pin the clock).
 */
export function useWeekParam(now: Date = new Date()): WeekParam {
  const [params, setParams] = useSearchParams();
  const today = isoDate(now);
  const current = mondayOf(today);
  const monday = weekOfParam(params.get(WEEK_PARAM)) ?? current;

  const show = useCallback(
    (target: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (target === current) next.delete(WEEK_PARAM);
          else next.set(WEEK_PARAM, target);
          return next;
        },
        { replace: false },
      ),
    [setParams, current],
  );

  return {
    monday,
    today,
    isThisWeek: monday === current,
    move: (weeks) => show(addDays(monday, 7 * weeks)),
    thisWeek: () => show(current),
    goTo: (date) => show(mondayOf(date)),
  };
}
