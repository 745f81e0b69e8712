import * as z from 'zod/mini';
import { withReferences } from '../common/open-shapes';
import { lenientArray } from '../common/schema-helpers';
import { SEANCE_TYPES, UPDATE_SCOPES } from '../constants';
import { ruleCheck } from './crud';
import { endTimeRule } from './rules';

/** `HH:mm`, 24-hour clock. */
export const timeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:mm'));

/**
 * A seance (one class period). §3 names seances without fields; chosen: when (date, start and
 * end time), who and what (class, subject, professor, classroom), the §9 type (normal or catchup)
 * and the §9 periodicity in weeks of the series it belongs to.
 */
export const seanceSchema = withReferences(
  z.object({
    /** Id of the seance series; with `date`, it names one occurrence. */
    id: z.number(),
    /** ISO date of this occurrence. */
    date: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    class_id: z.number(),
    class_name: z.string(),
    subject_id: z.number(),
    subject_name: z.string(),
    professor_id: z.number(),
    professor_name: z.string(),
    classroom_id: z.nullable(z.number()),
    classroom_name: z.nullable(z.string()),
    type: z.enum(SEANCE_TYPES),
    /** Repeats every this many weeks (1 = weekly); 0 for a one-off catch-up. */
    periodicity_weeks: z.number(),
    cancelled: z.boolean(),
  }),
  [
    { from: 'class', id: 'class_id', name: 'class_name' },
    { from: 'subject', id: 'subject_id', name: 'subject_name' },
    { from: 'professor', id: 'professor_id', name: 'professor_name' },
    { from: 'classroom', id: 'classroom_id', name: 'classroom_name' },
  ],
);
/** A seance. */
export type Seance = z.output<typeof seanceSchema>;

/** The seances of one weekday (ISO weekday: 1 Monday ... 6 Saturday). */
export const scheduleDaySchema = z.object({
  day: z.number(),
  /** ISO date of that weekday in the requested week. */
  date: z.string(),
  seances: lenientArray(seanceSchema),
});
/** One day of a schedule. */
export type ScheduleDay = z.output<typeof scheduleDaySchema>;

/**
 * GET /schedule_by_day (call 61): a week's timetable grouped by day.
 * Shape chosen: `{ week_start, days }`, `week_start` the Monday's ISO date.
 */
export const scheduleByDaySchema = z.object({ week_start: z.string(), days: z.array(scheduleDaySchema) });
/** A week's schedule by day. */
export type ScheduleByDay = z.output<typeof scheduleByDaySchema>;

/** Query of GET /schedule_by_day: one class or one professor, the week containing `date`. */
export interface ScheduleQuery {
  /** ISO date inside the wanted week; the current week when absent. */
  date?: string;
  /** Only this class. */
  class_id?: number;
  /** Only this professor. */
  professor_id?: number;
  /** A parent's read about one of their children (assumed contract): the child's account id. */
  child_id?: number;
}

/** GET /seances_by_day ("seances per day", named without a path): the seances of one date. */
export const seancesByDaySchema = z.object({ date: z.string(), seances: lenientArray(seanceSchema) });
/** The seances of one date. */
export type SeancesByDay = z.output<typeof seancesByDaySchema>;

/** Query of GET /seances_by_day. */
export interface SeancesByDayQuery {
  /** ISO date. */
  date: string;
  /** Only this class. */
  class_id?: number;
}

const seanceFields = {
  class_id: z.number(),
  subject_id: z.number(),
  professor_id: z.number(),
  classroom_id: z.nullable(z.number()),
  /** ISO date of the (first) occurrence. */
  date: z.iso.date(),
  start_time: timeSchema,
  end_time: timeSchema,
  type: z.enum(SEANCE_TYPES),
  periodicity_weeks: z.number().check(z.int(), z.minimum(0)),
};
const seanceRules = ruleCheck([endTimeRule]);

/**
 * Payload of POST /seances_by_day (our path for saving a seance): add a seance (or series), or edit
 * / delete one with the §9 update scope (only this date, this date and all following, all dates).
 * For edit and delete, `id` is the seance's (series) id and `date` the occurrence the user acted on.
 */
export const seancePayloadSchema = z.discriminatedUnion('action', [
  z.object({ ...seanceFields, action: z.literal('add') }).check(seanceRules),
  z
    .object({ ...seanceFields, action: z.literal('edit'), id: z.number(), update_scope: z.enum(UPDATE_SCOPES) })
    .check(seanceRules),
  z.object({ action: z.literal('delete'), id: z.number(), date: z.iso.date(), update_scope: z.enum(UPDATE_SCOPES) }),
]);
/** Payload of the seance save call. */
export type SeancePayload = z.output<typeof seancePayloadSchema>;
