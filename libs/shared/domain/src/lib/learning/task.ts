import * as z from 'zod/mini';
import { listAnswerSchema, withReferences } from '../common/open-shapes';
import { lenientBooleanSchema, lenientTextSchema } from '../common/schema-helpers';

/**
 * A task (homework): §3 shows only the toggle payload (`task_id`) and §4 says its validation is
 * toggled. Other fields chosen: title, subject, due date, who set it and the `validated` flag.
 * The subject and the professor may also come as `subject: { id, name }`, `professor: { id, name }`.
 */
export const taskSchema = withReferences(
  z.object({
    id: z.number(),
    title: z.string(),
    description: lenientTextSchema,
    subject_id: z.number(),
    subject_name: lenientTextSchema,
    /** ISO date (`YYYY-MM-DD`) the homework is due. */
    due_date: z.string(),
    /** Name of the professor who set it. */
    professor_name: lenientTextSchema,
    /** True once the student (or parent) marked it done; flipped by the toggle call. */
    validated: lenientBooleanSchema,
  }),
  [
    { from: 'subject', id: 'subject_id', name: 'subject_name' },
    { from: 'professor', name: 'professor_name' },
  ],
);
/** A task. */
export type Task = z.output<typeof taskSchema>;

/** GET /api/tasks/{a}/{b}/ (call 40). Envelope chosen: `{ tasks }`; a DRF page or a bare array reads the same. */
export const tasksResponseSchema = listAnswerSchema('tasks', taskSchema);
/** Response of GET /api/tasks/{a}/{b}/. */
export type TasksResponse = z.output<typeof tasksResponseSchema>;
