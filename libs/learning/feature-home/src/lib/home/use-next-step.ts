import { useMemo } from 'react';
import { useGetChallengesQuery, useGetExamsQuery, useGetTasksQuery } from '@kk/api-clients';
import { nextStep, type NextStep } from './next-step';
import { useNow } from './use-home';

/** What {@link useNextStep} returns. */
export interface UseNextStepResult {
  /** The one next step, or null while its lists are loading (the card waits for all of them). */
  step: NextStep | null;
}

/**
 * The dashboard's first card: ONE next step against `now` ({@link nextStep}) from the exams,
 * homework and challenges of the level (the same subscriptions as their sections: nothing is asked
 * twice). It waits until the three lists answered, so the card does not change under the child's
 * finger; a list that failed is left out.
 */
export function useNextStep(userId: number, levelId: number, now?: Date): UseNextStepResult {
  const today = useNow(now);
  const tasks = useGetTasksQuery({ a: userId, b: levelId });
  const exams = useGetExamsQuery({ level_id: levelId });
  const challenges = useGetChallengesQuery();
  const loading = [tasks, exams, challenges].some((query) => query.isLoading);
  const step = useMemo(
    () => (loading ? null : nextStep({ tasks: tasks.data, exams: exams.data, challenges: challenges.data }, today)),
    [loading, tasks.data, exams.data, challenges.data, today],
  );
  return { step };
}
