import { type Task, type TasksResponse } from '@kk/domain';
import { domainSchema, writeSchema } from '../core/schema';
import { learningApi } from './learning-api';
import { pathSegment } from './endpoint-helpers';

/**
 * Arguments of GET /api/tasks/{a}/{b}/ (call 40). The spec names the path segments `{a}` and `{b}`
 * without saying what they are; we read them as the student and the level, and send a due-date
 * range as the query.
 */
export interface TasksArgs {
  /** `{a}`: id of the student whose tasks are listed (the signed-in student, or a parent's child). */
  a: number | string;
  /** `{b}`: level id. */
  b: number | string;
  /** First due date (ISO date), inclusive. */
  from?: string;
  /** Last due date (ISO date), inclusive. */
  to?: string;
}

/**
 * Homework and tasks. The task toggle rethrows errors unchanged (§8): it has no
 * `transformErrorResponse` and no `onQueryStarted` handling, so a failure surfaces as the call's
 * original `ApiError` in the hook's `error`, and `unwrap()` rejects with that same object.
 */
export const tasksApi = learningApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/tasks/{a}/{b}/ (call 40). */
    getTasks: build.query<Task[], TasksArgs>({
      query: ({ a, b, from, to }) => ({
        url: `/api/tasks/${pathSegment(a)}/${pathSegment(b)}/`,
        params: { from, to },
      }),
      rawResponseSchema: domainSchema('learning', 'tasksResponseSchema'),
      transformResponse: (response: TasksResponse) => response.tasks,
      providesTags: (tasks = []) => [
        { type: 'Tasks', id: 'LIST' },
        ...tasks.map((t) => ({ type: 'Tasks' as const, id: t.id })),
      ],
    }),
    /**
     * POST /tasks/{task_id}/toggle_validate (call 41, payload `task_id`): flips `validated`; answers
     * the task, or `null` when the 2xx body is another shape (`{ success: true }`): done all the same.
     */
    toggleTaskValidation: build.mutation({
      query: (taskId: number) => ({
        url: `/tasks/${pathSegment(taskId)}/toggle_validate`,
        method: 'POST',
        body: { task_id: taskId },
      }),
      responseSchema: writeSchema('learning', 'taskSchema'),
      invalidatesTags: (_result, _error, taskId) => [
        { type: 'Tasks', id: taskId },
        { type: 'Tasks', id: 'LIST' },
      ],
    }),
  }),
});

/** Hooks of the task endpoints. */
export const { useGetTasksQuery, useToggleTaskValidationMutation } = tasksApi;
