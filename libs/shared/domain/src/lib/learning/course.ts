import * as z from 'zod/mini';
import { listAnswerSchema, withReferences } from '../common/open-shapes';
import { lenientArray, lenientBooleanSchema, lenientTextSchema } from '../common/schema-helpers';

/** Kinds of lesson content. */
export const LESSON_KINDS = ['video', 'text', 'pdf', 'exercise'] as const;
/** One of {@link LESSON_KINDS}. */
export type LessonKind = (typeof LESSON_KINDS)[number];

/**
 * A lesson of a chapter. §3 names lessons without fields; chosen as title, order, content kind,
 * the xblock that renders it and the student's completion.
 */
export const lessonSchema = z.object({
  id: z.number(),
  chapter_id: z.number(),
  title: z.string(),
  /** Position in the chapter, 1 first. */
  order: z.number(),
  kind: z.enum(LESSON_KINDS),
  /** Usage id of the xblock that shows it (`/courses/{course}/xblock/{block}/view/student_view`). */
  block_id: z.string(),
  duration_minutes: z.number(),
  completed: lenientBooleanSchema,
});
/** A lesson. */
export type Lesson = z.output<typeof lessonSchema>;

/**
 * A chapter of a subject at a level. §3 names chapters without fields; chosen as title, order,
 * its lessons and the student's progress. Subject and level may also come as `{ id, name }`.
 */
export const chapterSchema = withReferences(
  z.object({
    id: z.number(),
    title: z.string(),
    subject_id: z.number(),
    level_id: z.number(),
    order: z.number(),
    /** Share of lessons completed, 0 to 100. */
    progress: z.number(),
    lessons: lenientArray(lessonSchema),
  }),
  [
    { from: 'subject', id: 'subject_id' },
    { from: 'level', id: 'level_id' },
  ],
);
/** A chapter. */
export type Chapter = z.output<typeof chapterSchema>;

/** GET /api/chapters/{a}/{b} (call 58). Envelope chosen: `{ chapters }`; a DRF page or a bare array reads the same. */
export const chaptersResponseSchema = listAnswerSchema('chapters', chapterSchema);
/** Response of GET /api/chapters/{a}/{b}. */
export type ChaptersResponse = z.output<typeof chaptersResponseSchema>;

/**
 * A course: a subject's course for one level, made of chapters.
 * Fields not shown in the spec; chosen as what a course page needs. `course_key` is the key used in
 * xblock paths (`course-v1:...`). Subject and level may also come as `{ id, name }`.
 */
export const courseSchema = withReferences(
  z.object({
    id: z.number(),
    course_key: z.string(),
    title: z.string(),
    description: lenientTextSchema,
    subject_id: z.number(),
    level_id: z.number(),
    image_url: lenientTextSchema,
    chapters: lenientArray(chapterSchema),
  }),
  [
    { from: 'subject', id: 'subject_id' },
    { from: 'level', id: 'level_id' },
  ],
);
/** A course. */
export type Course = z.output<typeof courseSchema>;

/** Kinds of xblock. */
export const XBLOCK_KINDS = ['html', 'video', 'problem', 'pdf'] as const;
/** One of {@link XBLOCK_KINDS}. */
export type XBlockKind = (typeof XBLOCK_KINDS)[number];

/**
 * GET /courses/{course}/xblock/{block}/view/student_view (call 47): the student view of one block.
 * Fields not shown in the spec. Chosen as structured content (paragraphs, media URLs) rather than an
 * HTML fragment, because the UI never renders backend HTML.
 */
export const xBlockStudentViewSchema = z.object({
  course_key: z.string(),
  block_id: z.string(),
  kind: z.enum(XBLOCK_KINDS),
  display_name: z.string(),
  /** Text paragraphs, shown as plain text. */
  paragraphs: z.array(z.string()),
  /** Video or PDF URL for those kinds, else null. */
  media_url: z.nullable(z.string()),
  completed: z.boolean(),
});
/** The student view of an xblock. */
export type XBlockStudentView = z.output<typeof xBlockStudentViewSchema>;
