import * as z from 'zod/mini';
import { listAnswerSchema, SUBJECT_LEVEL_REFERENCES, withReferences } from '../common/open-shapes';
import { lenientBooleanSchema, optionalNumericSchema } from '../common/schema-helpers';
import type { SubjectLevelQuery } from '../common/levels';
import type { ChildQuery } from './child';

/** Kinds of activity. */
export const ACTIVITY_TYPES = ['exercise', 'course', 'challenge', 'exam', 'video'] as const;
/** One of {@link ACTIVITY_TYPES}. */
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * An activity: one entry of the student's activity feed (something done or to do).
 * Fields not shown in the spec; chosen as a typed feed item linking to its target. Subject and
 * level may also come as `{ id, name }` objects, the score as a decimal string.
 */
export const activitySchema = withReferences(
  z.object({
    id: z.number(),
    type: z.enum(ACTIVITY_TYPES),
    title: z.string(),
    subject_id: z.number(),
    level_id: z.number(),
    /** Id of the exercise, course, challenge or exam it points to. */
    target_id: z.number(),
    /** ISO date-time. */
    date: z.string(),
    /** Score in percent, null when not scored. */
    score: optionalNumericSchema,
    completed: lenientBooleanSchema,
  }),
  SUBJECT_LEVEL_REFERENCES,
);
/** An activity. */
export type Activity = z.output<typeof activitySchema>;

/** GET /api/koolskools_activities/ (call 45). Envelope chosen: `{ activities }`; a DRF page or a bare array reads the same. */
export const activitiesResponseSchema = listAnswerSchema('activities', activitySchema);
/** Response of GET /api/koolskools_activities/. */
export type ActivitiesResponse = z.output<typeof activitiesResponseSchema>;

/**
 * Query of the activity and exam lists (calls 45, 46); every field optional: a subject, a level, and
 * for a parent's read about one of their children (assumed contract) the child's account id.
 */
export interface LearningListQuery extends SubjectLevelQuery, ChildQuery {}
