import * as z from 'zod/mini';
import { listAnswerSchema, SUBJECT_LEVEL_REFERENCES, withReferences } from '../common/open-shapes';
import { lenientArray, lenientBooleanSchema, lenientTextSchema, optionalNumericSchema } from '../common/schema-helpers';

/** Kinds of lesson content. */
export const LESSON_KINDS = ['video', 'text', 'pdf', 'exercise'] as const;
/** One of {@link LESSON_KINDS}. */
export type LessonKind = (typeof LESSON_KINDS)[number];

/** Kinds of xblock. */
export const XBLOCK_KINDS = ['html', 'video', 'problem', 'pdf'] as const;
/** One of {@link XBLOCK_KINDS}. */
export type XBlockKind = (typeof XBLOCK_KINDS)[number];

/**
 * One content block of a lesson, in the order the student reads them. Its student view is
 * `/courses/{course_key}/xblock/{block_id}/view/student_view` (call 47).
 * Fields not shown in the spec; chosen as the block's usage id, name, kind and position.
 */
export const lessonBlockSchema = z.object({
  /** Usage id of the block (`block-v1:…+type@html+block@…`). */
  block_id: z.string(),
  display_name: z.string(),
  kind: z.enum(XBLOCK_KINDS),
  /** Position in the lesson, 1 first. */
  order: z.number(),
});
/** A content block of a lesson. */
export type LessonBlock = z.output<typeof lessonBlockSchema>;

/**
 * A lesson of a chapter. §3 names lessons without fields; chosen as title, order, content kind,
 * the xblock that renders it (a unit), its content blocks and the student's completion.
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
  /** The unit's content blocks, in reading order (an older answer without them reads as none). */
  blocks: lenientArray(lessonBlockSchema),
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
    /** The course the chapter belongs to (`/api/courses/{id}`), null when the answer does not say. */
    course_id: optionalNumericSchema,
    lessons: lenientArray(lessonSchema),
  }),
  SUBJECT_LEVEL_REFERENCES,
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
  SUBJECT_LEVEL_REFERENCES,
);
/** A course. */
export type Course = z.output<typeof courseSchema>;

/**
 * GET /courses/{course}/xblock/{block}/view/student_view (call 47): the student view of one block.
 * Fields not shown in the spec. Chosen as the block's HTML fragment (`html`, as an Open edX student
 * view renders it) with a plain-text reading beside it (`paragraphs`, media URLs). The UI never
 * inserts the HTML into its own document: it shows it only inside a sandboxed iframe (`srcdoc`,
 * no `allow-same-origin`), where it can reach neither the session nor the page.
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
  /** The block's student view as an HTML fragment ('' when the backend sends none). */
  html: lenientTextSchema,
});
/** The student view of an xblock. */
export type XBlockStudentView = z.output<typeof xBlockStudentViewSchema>;
