import { useMemo } from 'react';
import { useGetAbsencesQuery, useGetScheduleByDayQuery } from '@kk/api-clients';
import type { Seance } from '@kk/domain';
import { selectSessionUser, useAppSelector } from '@kk/session';
import { addDays, isoDate } from '../../shared/dates';
import { nowClock } from '../shared/paths';

/** Where a seance of today stands against the clock. */
export type SeanceTiming = 'current' | 'next' | 'later' | 'past';

/** A seance of today with its timing and whether its roll call was taken. */
export interface TodaySeance {
  seance: Seance;
  timing: SeanceTiming;
  rollCallDone: boolean;
}

/**
 * Today's seances, the current one first, then the next ones by time, then those already over;
 * `done` holds the seance ids whose roll call is stored.
 */
export function orderToday(seances: readonly Seance[], now: string, done: ReadonlySet<number>): TodaySeance[] {
  const live = seances.filter((s) => !s.cancelled);
  const upcoming = live.filter((s) => s.start_time > now).sort((a, b) => a.start_time.localeCompare(b.start_time));
  const timed = live.map((seance): TodaySeance => {
    const timing: SeanceTiming =
      seance.start_time <= now && now < seance.end_time
        ? 'current'
        : seance.end_time <= now
          ? 'past'
          : upcoming[0] === seance
            ? 'next'
            : 'later';
    return { seance, timing, rollCallDone: done.has(seance.id) };
  });
  const rank: Record<SeanceTiming, number> = { current: 0, next: 1, later: 2, past: 3 };
  return timed.sort(
    (a, b) => rank[a.timing] - rank[b.timing] || a.seance.start_time.localeCompare(b.seance.start_time),
  );
}

/**
 * View model of `/professeur` (the professor's home): the greeting, today's seances (the week of
 * `schedule_by_day`, call 61, narrowed to the professor by the backend) with their roll-call state
 * (today's marks, `getAbsences({ date })`), and, on a day without seances, the next school day's.
 */
export function useProfessorHome(now = new Date()) {
  const user = useAppSelector(selectSessionUser);
  const today = isoDate(now);
  const clock = nowClock(now);
  const week = useGetScheduleByDayQuery({ date: today });
  const marks = useGetAbsencesQuery({ date: today });

  const todays = week.data?.days.find((d) => d.date === today)?.seances.filter((s) => !s.cancelled) ?? [];
  const laterThisWeek = week.data?.days.find((d) => d.date > today && d.seances.some((s) => !s.cancelled));
  const needNextWeek = week.isSuccess && todays.length === 0 && !laterThisWeek;
  const nextWeek = useGetScheduleByDayQuery({ date: addDays(today, 7) }, { skip: !needNextWeek });
  const nextDay =
    laterThisWeek ?? nextWeek.data?.days.find((d) => d.date > today && d.seances.some((s) => !s.cancelled)) ?? null;

  const done = useMemo(() => new Set((marks.data ?? []).map((a) => a.seance_id)), [marks.data]);
  const seances = useMemo(() => orderToday(todays, clock, done), [todays, clock, done]);

  return {
    greetingName: user ? user.firstName || user.name : '',
    today,
    /** The week's query, for `QueryState` (its data: today's seances, ordered). */
    query: { ...week, data: week.data ? seances : undefined },
    /** The next school day and its seances (on a day without seances); null when unknown. */
    nextDay: nextDay ? { date: nextDay.date, seances: nextDay.seances.filter((s) => !s.cancelled) } : null,
  };
}
