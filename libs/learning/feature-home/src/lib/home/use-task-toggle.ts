import { useCallback, useState } from 'react';
import { tasksApi, useToggleTaskValidationMutation, type TasksArgs } from '@kk/api-clients';
import type { Task } from '@kk/domain';
import { useAppDispatch } from '@kk/session';

/** What {@link useTaskToggle} returns. */
export interface TaskToggle {
  /** Flips a task's validation: at once on screen, then on the backend. */
  toggle: (task: Task) => Promise<void>;
  /** The task whose last toggle failed (it is back to its previous state), or null. */
  failedTask: Task | null;
  /** Why that toggle failed (the call's error, for the kit's error description), or null. */
  failureError: unknown;
  /** Ids of the tasks whose toggle is on its way. */
  pendingIds: ReadonlySet<number>;
}

/**
 * Optimistic validation toggle of the tasks of `args` (`toggle_validate`, §4 "task validation is
 * toggled"): the cached list is patched at once, so the checkbox answers instantly; when the call
 * fails, the patch is undone and `failedTask` names the task so the screen can say so.
 */
export function useTaskToggle(args: TasksArgs): TaskToggle {
  const dispatch = useAppDispatch();
  const [toggleValidation] = useToggleTaskValidationMutation();
  // One state for the last failure: its task and its error always change together.
  const [failure, setFailure] = useState<{ task: Task; error: unknown } | null>(null);
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(new Set());

  const toggle = useCallback(
    async (task: Task) => {
      setFailure(null);
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
        setFailure({ task, error });
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

  return { toggle, failedTask: failure?.task ?? null, failureError: failure?.error ?? null, pendingIds };
}
