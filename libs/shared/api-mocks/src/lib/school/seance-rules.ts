import type { Seance } from '@kk/domain';
import { badRequest } from '../core/auth';
import { holidayOn, occursOn, seancesOn } from './rows';
import { addDays } from './school.seed';
import type { SchoolRow, SeanceSeriesRow } from './state';

/**
 * The timetable's refusals of a seance write (assumed contract, issue 16, "#### Timetable" of the
 * api-clients README): a first date on a holiday, and a seance overlapping another of the same
 * class, classroom or professor.
 */

/** What a seance write would put in the timetable: who, where and when. */
export interface SeanceSlot {
  class_id: number;
  professor_id: number;
  classroom_id: number | null;
  start_time: string;
  end_time: string;
}

/** Which resource two overlapping seances share, in the order checked. */
export type SeanceConflict = 'class' | 'classroom' | 'professor';

const CONFLICT_MESSAGES: Readonly<Record<SeanceConflict, string>> = {
  class: 'The class already has a seance at this time',
  classroom: 'The classroom is already taken at this time',
  professor: 'The professor already has a seance at this time',
};

/** 400 `{ error: 'holiday', fields: { date } }`: a seance's (first) date falls in a holiday. */
export function holidayRefusal(school: SchoolRow, date: string): Response | null {
  return holidayOn(school.id, date)
    ? badRequest({ error: 'holiday', fields: { date: 'This date is a holiday' } })
    : null;
}

/** The dates of a series from `from` to its end (inclusive), holidays included (seancesOn skips them). */
export function seriesDates(series: Pick<SeanceSeriesRow, 'periodicity_weeks' | 'last_date'>, from: string): string[] {
  if (series.periodicity_weeks <= 0 || series.last_date === null) return [from];
  const dates: string[] = [];
  for (let date = from; date <= series.last_date; date = addDays(date, 7 * series.periodicity_weeks)) dates.push(date);
  return dates;
}

function conflictBetween(slot: SeanceSlot, other: Seance): SeanceConflict | null {
  if (other.cancelled || !(slot.start_time < other.end_time && other.start_time < slot.end_time)) return null;
  if (other.class_id === slot.class_id) return 'class';
  if (slot.classroom_id !== null && other.classroom_id === slot.classroom_id) return 'classroom';
  return other.professor_id === slot.professor_id ? 'professor' : null;
}

/**
 * 400 `{ error: 'seance_conflict', conflict, date, fields: { start_time } }` when `slot` on one of
 * `dates` overlaps another seance of the school with the same class, classroom or professor; null
 * when it fits. An edit passes the `edited` series: its own seances are not counted, nor an overlap
 * it already had before the edit (so a timetable that already overlaps can still be edited).
 */
export function conflictRefusal(
  school: SchoolRow,
  slot: SeanceSlot,
  dates: readonly string[],
  edited: SeanceSeriesRow | null = null,
): Response | null {
  for (const date of dates) {
    for (const other of seancesOn(school.id, date, (s) => s.id !== edited?.id)) {
      const conflict = conflictBetween(slot, other);
      if (conflict && !(edited && conflictBetween(edited, other) === conflict)) {
        return badRequest({
          error: 'seance_conflict',
          conflict,
          date,
          fields: { start_time: CONFLICT_MESSAGES[conflict] },
        });
      }
    }
  }
  return null;
}

/** The dates of `series` an edit with this scope changes, from the occurrence `date`. */
export function editedDates(series: SeanceSeriesRow, date: string, scope: string): string[] {
  if (scope === 'only_this_date') return [date];
  const from = scope === 'this_and_following' ? date : series.first_date;
  return seriesDates(series, from).filter((d) => occursOn(series, d));
}
