import * as z from 'zod/mini';
import { listAnswerSchema, SUBJECT_LEVEL_REFERENCES, withReferences } from '../common/open-shapes';
import type { SubjectLevelQuery } from '../common/levels';
import { crudPayloadSchema } from './crud';
import { coefficientRule, durationRule } from './rules';

/**
 * POST /schools_subject_handler ("subjects add/edit/delete"): a subject taught in the school, with
 * its Arabic name, the levels that have it and its coefficient (≥ 0). Answers {@link MutationResult}.
 */
export const schoolSubjectPayloadSchema = crudPayloadSchema(
  {
    name: z.string().check(z.minLength(1)),
    name_ar: z.string(),
    level_ids: z.array(z.number()).check(z.minLength(1)),
    coefficient: z.number(),
  },
  [coefficientRule],
);
/** Payload of the subject add/edit/delete call. */
export type SchoolSubjectPayload = z.output<typeof schoolSubjectPayloadSchema>;

/** A lesson of a school chapter (school side). Fields chosen: title, order, duration. */
export const schoolLessonSchema = z.object({
  id: z.number(),
  chapter_id: z.number(),
  title: z.string(),
  order: z.number(),
  duration_minutes: z.number(),
});
/** A school lesson. */
export type SchoolLesson = z.output<typeof schoolLessonSchema>;

/** A chapter of the school's programme, with its lessons. Fields chosen. */
export const schoolChapterSchema = withReferences(
  z.object({
    id: z.number(),
    name: z.string(),
    subject_id: z.number(),
    level_id: z.number(),
    order: z.number(),
    lessons: z.array(schoolLessonSchema),
  }),
  SUBJECT_LEVEL_REFERENCES,
);
/** A school chapter. */
export type SchoolChapter = z.output<typeof schoolChapterSchema>;

/** GET /schools_chapter_handler (call 67). Envelope chosen: `{ chapters }`; a DRF page or a bare array reads the same. */
export const schoolChaptersResponseSchema = listAnswerSchema('chapters', schoolChapterSchema);
/** A list of school chapters. */
export type SchoolChaptersResponse = z.output<typeof schoolChaptersResponseSchema>;

/** Query of GET /schools_chapter_handler: a subject, a level. */
export type SchoolChaptersQuery = SubjectLevelQuery;

/** POST /schools_chapter_handler (call 82 for add/edit, "chapter delete" for delete). */
export const schoolChapterPayloadSchema = crudPayloadSchema({
  name: z.string().check(z.minLength(1)),
  subject_id: z.number(),
  level_id: z.number(),
  order: z.number().check(z.int(), z.minimum(1)),
});
/** Payload of the chapter calls. */
export type SchoolChapterPayload = z.output<typeof schoolChapterPayloadSchema>;

/** POST /school_lesson_handler (call 86): add/edit/delete a lesson; duration at least 1. */
export const schoolLessonPayloadSchema = crudPayloadSchema(
  {
    chapter_id: z.number(),
    title: z.string().check(z.minLength(1)),
    order: z.number().check(z.int(), z.minimum(1)),
    duration_minutes: z.number(),
  },
  [durationRule],
);
/** Payload of call 86. */
export type SchoolLessonPayload = z.output<typeof schoolLessonPayloadSchema>;

/** A category of exercises (e.g. "Calcul mental"). Fields chosen: name and how many exercises it holds. */
export const exerciseCategorySchema = z.object({ id: z.number(), name: z.string(), exercises_count: z.number() });
/** An exercise category. */
export type ExerciseCategory = z.output<typeof exerciseCategorySchema>;

/** GET /exercises_categories_handler (call 63). Envelope chosen: `{ categories }`; a DRF page or a bare array reads the same. */
export const exerciseCategoriesResponseSchema = listAnswerSchema('categories', exerciseCategorySchema);
/** A list of exercise categories. */
export type ExerciseCategoriesResponse = z.output<typeof exerciseCategoriesResponseSchema>;

/**
 * POST /exercises_categories_handler (assumed: the spec lists only the GET, call 63): add/edit/delete
 * a category of the school; a category that holds exercises is not deleted (400 `category_in_use`).
 */
export const exerciseCategoryPayloadSchema = crudPayloadSchema({ name: z.string().check(z.minLength(1)) });
/** Payload of the exercise category save call. */
export type ExerciseCategoryPayload = z.output<typeof exerciseCategoryPayloadSchema>;

/**
 * A textbook entry (cahier de textes): what was taught in a class on a date, and the homework
 * given; the school administration validates entries. Fields chosen.
 */
export const textbookEntrySchema = withReferences(
  z.object({
    id: z.number(),
    class_id: z.number(),
    subject_id: z.number(),
    subject_name: z.string(),
    professor_name: z.string(),
    /** ISO date. */
    date: z.string(),
    title: z.string(),
    content: z.string(),
    homework: z.nullable(z.string()),
    validated: z.boolean(),
  }),
  [
    { from: 'subject', id: 'subject_id', name: 'subject_name' },
    { from: 'professor', name: 'professor_name' },
  ],
);
/** A textbook entry. */
export type TextbookEntry = z.output<typeof textbookEntrySchema>;

/** GET /schools_textbook_handler ("textbook"). Envelope chosen: `{ textbook }`; a DRF page or a bare array reads the same. */
export const textbookResponseSchema = listAnswerSchema('textbook', textbookEntrySchema);
/** A class textbook. */
export type TextbookResponse = z.output<typeof textbookResponseSchema>;

/** POST /schools_textbook_handler ("textbook"): add/edit/delete an entry. */
export const textbookPayloadSchema = crudPayloadSchema({
  class_id: z.number(),
  subject_id: z.number(),
  date: z.iso.date(),
  title: z.string().check(z.minLength(1)),
  content: z.string(),
  homework: z.nullable(z.string()),
});
/** Payload of the textbook save call. */
export type TextbookPayload = z.output<typeof textbookPayloadSchema>;

/** POST /schools_textbook_handler/validate ("textbook validate"): validate one entry; answers it. */
export const textbookValidatePayloadSchema = z.object({ id: z.number() });
/** Payload of the textbook validate call. */
export type TextbookValidatePayload = z.output<typeof textbookValidatePayloadSchema>;

/** A reclamation type (category of complaint a parent can file). Fields chosen: name, description. */
export const reclamationTypeSchema = z.object({ id: z.number(), name: z.string(), description: z.string() });
/** A reclamation type. */
export type ReclamationType = z.output<typeof reclamationTypeSchema>;

/**
 * GET /schools_reclamation_type_handler (assumed: the spec lists only the POST, call 88): the
 * school's reclamation types. Envelope chosen: `{ reclamation_types }`; a DRF page or a bare array
 * reads the same.
 */
export const reclamationTypesResponseSchema = listAnswerSchema('reclamation_types', reclamationTypeSchema);
/** A list of reclamation types. */
export type ReclamationTypesResponse = z.output<typeof reclamationTypesResponseSchema>;

/** POST /schools_reclamation_type_handler (call 88): add/edit/delete a reclamation type. */
export const reclamationTypePayloadSchema = crudPayloadSchema({
  name: z.string().check(z.minLength(1)),
  description: z.string(),
});
/** Payload of call 88. */
export type ReclamationTypePayload = z.output<typeof reclamationTypePayloadSchema>;
