import type { Holiday, ScheduleByDay, Seance, UpdateScope } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { timeToSeconds } from '@kk/domain';
import { addDays } from '../shared/dates';

// The calendar helpers are the school screens' (`../shared/dates`), kept reachable from here.
export { addDays, isoDate } from '../shared/dates';

/** The URL's query parameter naming the week shown (any date of it, `YYYY-MM-DD`). */
export const WEEK_PARAM = 'semaine';

/** `YYYY-MM-DD`. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** ISO weekday of `date`: 1 Monday ... 7 Sunday. */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Monday of the week of `date` (a Sunday belongs to the week before, as in the schedule). */
export function mondayOf(date: string): string {
  return addDays(date, 1 - weekdayOf(date));
}

/** The Monday of the week a `?semaine=` value names; null when the value is not a valid date. */
export function weekOfParam(value: string | null): string | null {
  if (!value || !ISO_DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return null;
  return mondayOf(value);
}

/** `text` isolated (first-strong isolate … pop, as `<bdi>`) for a sentence of the other direction. */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}

/** The translation keys of the school days' names, Monday first (index: ISO weekday - 1). */
export const DAY_KEYS: readonly TranslationKey[] = [
  'learning-timetable:days.monday',
  'learning-timetable:days.tuesday',
  'learning-timetable:days.wednesday',
  'learning-timetable:days.thursday',
  'learning-timetable:days.friday',
  'learning-timetable:days.saturday',
];
/** The same, short (the day tabs on a phone). */
export const SHORT_DAY_KEYS: readonly TranslationKey[] = [
  'learning-timetable:daysShort.monday',
  'learning-timetable:daysShort.tuesday',
  'learning-timetable:daysShort.wednesday',
  'learning-timetable:daysShort.thursday',
  'learning-timetable:daysShort.friday',
  'learning-timetable:daysShort.saturday',
];

/**
 * Each §9 update scope's texts: its name (`name`) and what deleting with it does (`deleted`, the
 * confirmation's text, with `{{date}}`).
 */
export const SCOPE_TEXTS: Readonly<Record<UpdateScope, { name: TranslationKey; deleted: TranslationKey }>> = {
  only_this_date: {
    name: 'learning-timetable:scopes.only_this_date',
    deleted: 'learning-timetable:delete.only_this_date',
  },
  this_and_following: {
    name: 'learning-timetable:scopes.this_and_following',
    deleted: 'learning-timetable:delete.this_and_following',
  },
  all_dates: { name: 'learning-timetable:scopes.all_dates', deleted: 'learning-timetable:delete.all_dates' },
};

/** One school day of the week view. */
export interface WeekDay {
  /** ISO weekday, 1 Monday ... 6 Saturday. */
  day: number;
  /** ISO date. */
  date: string;
  /** The day's seances by start time (cancelled occurrences left out). */
  seances: Seance[];
  /** The holiday that day falls in, or null. */
  holiday: string | null;
  /** The day is today. */
  isToday: boolean;
}

/**
 * The week's six school days from the schedule (call 61): cancelled occurrences dropped, each day
 * with the holiday it falls in (its name; the schedule has no seance then) and today marked.
 */
export function weekDays(schedule: ScheduleByDay, holidays: readonly Holiday[], today: string): WeekDay[] {
  return [1, 2, 3, 4, 5, 6].map((day) => {
    const date = addDays(schedule.week_start, day - 1);
    const found = schedule.days.find((d) => d.date === date || d.day === day);
    const holiday = holidays.find((h) => h.start_date <= date && date <= h.end_date);
    return {
      day,
      date,
      seances: (found?.seances ?? [])
        .filter((s) => !s.cancelled)
        .sort((a, b) => a.start_time.localeCompare(b.start_time)),
      holiday: holiday?.name ?? null,
      isToday: date === today,
    };
  });
}

/** Minutes since midnight of an `HH:mm` time (0 when unreadable). */
export function minutesOf(time: string): number {
  return Math.round((timeToSeconds(time) ?? 0) / 60);
}

/** The hours the grid spans: from the earliest start to the latest end of the week, 08:00–18:00 at least. */
export function hoursOf(days: readonly WeekDay[]): { first: number; last: number } {
  const seances = days.flatMap((d) => d.seances);
  const first = Math.min(8, ...seances.map((s) => Math.floor(minutesOf(s.start_time) / 60)));
  const last = Math.max(18, ...seances.map((s) => Math.ceil(minutesOf(s.end_time) / 60)));
  return { first, last };
}

/** A seance placed in its day's column: its lane among the seances it overlaps, and their count. */
export interface PlacedSeance {
  seance: Seance;
  lane: number;
  lanes: number;
}

/**
 * Side-by-side lanes for a day's overlapping seances (a professor's or a whole school's day may
 * hold some): each seance takes the first lane free at its start; a group of seances that overlap
 * one another shares its lane count.
 */
export function placeSeances(seances: readonly Seance[]): PlacedSeance[] {
  const placed: PlacedSeance[] = [];
  let group: PlacedSeance[] = [];
  let groupEnd = -1;
  const laneEnds: number[] = [];
  const close = () => {
    for (const p of group) p.lanes = laneEnds.length;
    group = [];
    laneEnds.length = 0;
  };
  for (const seance of [...seances].sort((a, b) => a.start_time.localeCompare(b.start_time))) {
    const start = minutesOf(seance.start_time);
    const end = minutesOf(seance.end_time);
    if (start >= groupEnd) close();
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) lane = laneEnds.push(end) - 1;
    else laneEnds[lane] = end;
    const item = { seance, lane, lanes: 1 };
    group.push(item);
    placed.push(item);
    groupEnd = Math.max(groupEnd, end);
  }
  close();
  return placed;
}
