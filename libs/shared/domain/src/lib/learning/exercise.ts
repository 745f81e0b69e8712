import * as z from 'zod/mini';
import { listAnswerSchema, SUBJECT_LEVEL_REFERENCES, withReferences } from '../common/open-shapes';
import { lenientArray, lenientBooleanSchema, optionalNumericSchema } from '../common/schema-helpers';

/** Kinds of exercise the platform renders. */
export const EXERCISE_TYPES = ['qcm', 'true_false', 'fill_blank', 'matching', 'free_text'] as const;
/** One of {@link EXERCISE_TYPES}. */
export type ExerciseType = (typeof EXERCISE_TYPES)[number];

/**
 * An exercise.
 * Fields not shown in the spec; chosen as what an exercise list needs (the exercise body itself is
 * served by the xblock student view, call 47). Subject and level may also come as `{ id, name }`.
 */
export const exerciseSchema = withReferences(
  z.object({
    id: z.number(),
    title: z.string(),
    type: z.enum(EXERCISE_TYPES),
    subject_id: z.number(),
    level_id: z.number(),
    /** Difficulty from 1 (easy) to 3 (hard). */
    difficulty: z.number(),
    /** Points earned by a full success. */
    points: z.number(),
    /** Estimated time in minutes. */
    duration_minutes: z.number(),
    /** True once the signed-in student has completed it. */
    done: lenientBooleanSchema,
  }),
  SUBJECT_LEVEL_REFERENCES,
);
/** An exercise. */
export type Exercise = z.output<typeof exerciseSchema>;

/**
 * An exercise step (the spec's "exercise level", not a school level): one difficulty step of an
 * exercise, unlocked in order.
 * Fields not shown in the spec; chosen as step number, stars earned (0–3) and lock state.
 */
export const exerciseStepSchema = z.object({
  id: z.number(),
  exercise_id: z.number(),
  /** Step number, 1 first. */
  level: z.number(),
  name: z.string(),
  /** Stars earned on this step, 0 to 3. */
  stars: z.number(),
  unlocked: z.boolean(),
  /** Best score in percent, null when never played. */
  best_score: optionalNumericSchema,
});
/** An exercise step. */
export type ExerciseStep = z.output<typeof exerciseStepSchema>;

/** GET /get_exercice_level/ (call 55). Envelope chosen: `{ exercise_levels }`; a DRF page or a bare array reads the same. */
export const exerciseStepsResponseSchema = listAnswerSchema('exercise_levels', exerciseStepSchema);
/** Response of GET /get_exercice_level/. */
export type ExerciseStepsResponse = z.output<typeof exerciseStepsResponseSchema>;

/** GET /api/exercises_of_stage/{id} (call 60): the exercises of one stage (a step of a course). */
export const exercisesOfStageResponseSchema = z.object({
  stage_id: z.number(),
  exercises: lenientArray(exerciseSchema),
});
/** Response of GET /api/exercises_of_stage/{id}. */
export type ExercisesOfStageResponse = z.output<typeof exercisesOfStageResponseSchema>;
