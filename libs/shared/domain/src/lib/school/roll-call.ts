import * as z from 'zod/mini';
import { ABSENCE_STATUSES } from '../constants';
import { ruleCheck } from './crud';

/** Minutes late a roll call proposes for a late arrival. */
export const DEFAULT_MINUTES_LATE = 5;

/** One student's mark in a roll call (§9 statuses); `minutes_late` (≥ 1) is required for `late` only. */
export const rollCallMarkSchema = z
  .object({
    student_id: z.number(),
    status: z.enum(ABSENCE_STATUSES),
    minutes_late: z.optional(z.nullable(z.number().check(z.int(), z.minimum(1)))),
  })
  .check(
    ruleCheck<{ status: string; minutes_late?: number | null }>([
      {
        ok: (mark) => mark.status !== 'late' || (mark.minutes_late ?? 0) >= 1,
        message: 'Minutes late must be at least 1',
        path: 'minutes_late',
      },
    ]),
  );
/** One student's mark. */
export type RollCallMark = z.output<typeof rollCallMarkSchema>;

/**
 * POST /schools_absence_handler (assumed contract, "Roll call"): records the roll call of one
 * seance occurrence (`seance_id` is the seance series id of `schedule_by_day`, `date` its ISO date);
 * it replaces every mark of that occurrence. Present marks are stored too, so a roll call where
 * everyone came still shows as done.
 */
export const rollCallPayloadSchema = z.object({
  seance_id: z.number(),
  date: z.iso.date(),
  marks: z.array(rollCallMarkSchema).check(z.minLength(1)),
});
/** Payload of the roll-call write. */
export type RollCallPayload = z.output<typeof rollCallPayloadSchema>;

/** Answer of the roll-call write: how many marks were stored and when (ISO date-time). */
export const rollCallResponseSchema = z.object({
  success: z.boolean(),
  saved: z.number(),
  recorded_at: z.optional(z.nullable(z.string())),
});
/** Answer of the roll-call write. */
export type RollCallResponse = z.output<typeof rollCallResponseSchema>;
