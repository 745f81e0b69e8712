import { useMemo } from 'react';
import { useGetHolidaysQuery, useGetScheduleByDayQuery } from '@kk/api-clients';
import type { ScheduleQuery } from '@kk/domain';
import { useWeekParam, type WeekParam } from './use-week-param';
import { weekDays, type WeekDay } from './week';

/** What {@link useWeekSchedule} returns. */
export interface WeekSchedule {
  /** The week shown (from the URL) and how to move. */
  week: WeekParam;
  /**
   * The week's schedule (call 61) as the six days of the view, for `QueryState`: `data` waits for
   * the holidays (call 72) too, so a holiday never appears after its day; a failed holidays read
   * only loses the holiday names (the schedule already has no seance on them).
   */
  query: WeekQuery;
}

/** The week's query state, as `QueryState` reads it. */
export interface WeekQuery {
  data?: WeekDay[];
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * The timetable of the week in the URL for one class or professor (`filter`; `null` waits, e.g.
 * for the first class), or the signed-in student's own (no filter: the backend narrows).
 */
export function useWeekSchedule(
  filter: Pick<ScheduleQuery, 'class_id' | 'professor_id'> | null,
  now?: Date,
): WeekSchedule {
  const week = useWeekParam(now);
  const schedule = useGetScheduleByDayQuery({ date: week.monday, ...filter }, { skip: filter === null });
  const holidays = useGetHolidaysQuery();
  const holidaysSettled = holidays.data !== undefined || holidays.isError;
  const data = useMemo(
    () =>
      schedule.currentData && holidaysSettled
        ? weekDays(schedule.currentData, holidays.data ?? [], week.today)
        : undefined,
    [schedule.currentData, holidays.data, holidaysSettled, week.today],
  );
  return {
    week,
    query: {
      data,
      isLoading: schedule.isFetching && data === undefined,
      isError: schedule.isError,
      error: schedule.error,
      refetch: schedule.refetch,
    },
  };
}
