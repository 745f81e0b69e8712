import { useCallback, useState } from 'react';
import { failureMessageKey, tasksApi, useToggleTaskValidationMutation, type TasksArgs } from '@kk/api-clients';
import type { Task } from '@kk/domain';
import { useAppDispatch } from '@kk/session';

/** What {@link useTaskToggle} returns. */
export interface TaskToggle {
  /** Flips a task's validation: at once on screen, then on the backend. */
  toggle: (task: Task) => Promise<void>;
  /** The task whose last toggle failed (it is back to its previous state), or null. */
  failedTask: Task | null;
  /**
   * The text of that failure (`title`: the task's): "you are offline, nothing was sent" and the
   * like when the call never reached the server, else `tasks.toggleFailed`; null without one.
   */
  failureKey: ReturnType<typeof toggleFailureKey> | null;
  /** Ids of the tasks whose toggle is on its way. */
  pendingIds: ReadonlySet<number>;
}

/** The message key of a failed toggle ({@link failureMessageKey}: the cause when nothing was sent). */
const toggleFailureKey = (error: unknown) => failureMessageKey(error, 'learning-home:tasks.toggleFailed');

/**
 * Optimistic validation toggle of the tasks of `args` (`toggle_validate`, §4 "task validation is
 * toggled"): the cached list is patched at once, so the checkbox answers instantly; when the call
 * fails, the patch is undone and `failedTask` names the task so the screen can say so.
 */
export function useTaskToggle(args: TasksArgs): TaskToggle {
  const dispatch = useAppDispatch();
  const [toggleValidation] = useToggleTaskValidationMutation();
  const [failedTask, setFailedTask] = useState<Task | null>(null);
  const [failureKey, setFailureKey] = useState<TaskToggle['failureKey']>(null);
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(new Set());

  const toggle = useCallback(
    async (task: Task) => {
      setFailedTask(null);
      setPendingIds((ids) => new Set(ids).add(task.id));
      const patch = dispatch(
        tasksApi.util.updateQueryData('getTasks', args, (draft) => {
          const cached = draft.find((t) => t.id === task.id);
          if (cached) cached.validated = !cached.validated;
        }),
      );
      try {
        await toggleValidation(task.id).unwrap();
      } catch (error) {
        patch.undo();
        setFailedTask(task);
        setFailureKey(toggleFailureKey(error));
      } finally {
        setPendingIds((ids) => {
          const next = new Set(ids);
          next.delete(task.id);
          return next;
        });
      }
    },
    [dispatch, toggleValidation, args],
  );

  return { toggle, failedTask, failureKey, pendingIds };
}
