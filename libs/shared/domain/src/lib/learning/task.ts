import * as z from 'zod/mini';

/**
 * A task (homework): §3 shows only the toggle payload (`task_id`) and §4 says its validation is
 * toggled. Other fields chosen: title, subject, due date, who set it and the `validated` flag.
 */
export const taskSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  subject_id: z.number(),
  subject_name: z.string(),
  /** ISO date (`YYYY-MM-DD`) the homework is due. */
  due_date: z.string(),
  /** Name of the professor who set it. */
  professor_name: z.string(),
  /** True once the student (or parent) marked it done; flipped by the toggle call. */
  validated: z.boolean(),
});
/** A task. */
export type Task = z.output<typeof taskSchema>;

/** GET /api/tasks/{a}/{b}/ (call 40). Envelope chosen: `{ tasks }`. */
export const tasksResponseSchema = z.object({ tasks: z.array(taskSchema) });
/** Response of GET /api/tasks/{a}/{b}/. */
export type TasksResponse = z.output<typeof tasksResponseSchema>;
