import type { Challenge, Exam, Task } from '@kk/domain';
import { challengePath, examPath, homeworkPath, LESSONS_PATH } from './paths';
import { challengeState, daysFromToday, examState, taskTiming } from './today';

/**
 * The one thing the child should do next, as the dashboard's first card shows it (see the README,
 * "Next step"). `to` is the screen the card opens.
 */
export type NextStep =
  | {
      kind: 'exam';
      exam: Exam;
      /** Days from today to its end: 0 ends today (the card says the hour), 1 tomorrow. */
      endsIn: number;
      to: string;
    }
  | {
      kind: 'homework';
      task: Task;
      timing: 'overdue' | 'today' | 'tomorrow';
      to: string;
    }
  | { kind: 'challenge'; challenge: Challenge; to: string }
  | { kind: 'lesson'; to: string };

/** What {@link nextStep} chooses from; a list not loaded (or that failed) is left out. */
export interface NextStepSources {
  exams?: readonly Exam[];
  tasks?: readonly Task[];
  challenges?: readonly Challenge[];
}

const byDate = (a: string, b: string) => Date.parse(a) - Date.parse(b);

/**
 * Picks ONE next step against `now`, the first that applies:
 *
 * 1. an exam open now (in progress, start ≤ now ≤ end, not handed in), the one ending first;
 * 2. homework not done that is overdue or due today or tomorrow, the one due first (overdue first);
 * 3. today's daily challenge, not played yet and not over;
 * 4. otherwise the next lesson (`/cours`): everything of today is done.
 */
export function nextStep({ exams = [], tasks = [], challenges = [] }: NextStepSources, now: Date): NextStep {
  const [exam] = exams
    .filter((e) => examState(e, now) === 'open')
    .sort((a, b) => byDate(a.end_date, b.end_date) || a.id - b.id);
  if (exam) return { kind: 'exam', exam, endsIn: daysFromToday(exam.end_date, now), to: examPath(exam) };

  const [task] = tasks
    .map((t) => ({ task: t, timing: taskTiming(t, now) }))
    .filter(
      (entry): entry is { task: Task; timing: 'overdue' | 'today' | 'tomorrow' } =>
        entry.timing === 'overdue' || entry.timing === 'today' || entry.timing === 'tomorrow',
    )
    .sort((a, b) => a.task.due_date.localeCompare(b.task.due_date) || a.task.id - b.task.id);
  if (task) return { kind: 'homework', ...task, to: homeworkPath(task.task) };

  const daily = challenges.find(
    (c) =>
      c.kind === 'daily' &&
      daysFromToday(c.start_date, now) === 0 &&
      challengeState(c, now) === 'active' &&
      !(c.played ?? c.score > 0) &&
      !c.blocked,
  );
  if (daily) return { kind: 'challenge', challenge: daily, to: challengePath(daily) };

  return { kind: 'lesson', to: LESSONS_PATH };
}
