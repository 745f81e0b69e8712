import type { ActivityType, ChallengeKind } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import type { Tone } from '@kk/ui-kit';
import type { ChallengeState, ExamState, TaskTiming } from './today';

/** Name of each challenge kind (§1: daily, peer, group, class, superhero). */
export const CHALLENGE_KIND_LABELS: Record<ChallengeKind, TranslationKey> = {
  daily: 'learning-home:challenges.kinds.daily',
  peer: 'learning-home:challenges.kinds.peer',
  group: 'learning-home:challenges.kinds.group',
  class: 'learning-home:challenges.kinds.class',
  superhero: 'learning-home:challenges.kinds.superhero',
};

/** Name of each challenge state, against today (today.ts). */
export const CHALLENGE_STATE_LABELS: Record<ChallengeState, TranslationKey> = {
  upcoming: 'learning-home:challenges.statuses.upcoming',
  active: 'learning-home:challenges.statuses.active',
  completed: 'learning-home:challenges.statuses.completed',
  expired: 'learning-home:challenges.statuses.expired',
};

/** Badge tone of each challenge state (the §4 status labels Active, Completed, Expired). */
export const CHALLENGE_STATE_TONES: Record<ChallengeState, Tone> = {
  upcoming: 'warning',
  active: 'success',
  completed: 'success',
  expired: 'danger',
};

/** Name of each exam state, against today (today.ts): an exam whose end has passed is over. */
export const EXAM_STATE_LABELS: Record<ExamState, TranslationKey> = {
  upcoming: 'learning-home:exams.statuses.upcoming',
  open: 'learning-home:exams.statuses.open',
  ended: 'learning-home:exams.statuses.ended',
  submitted: 'learning-home:exams.statuses.submitted',
  corrected: 'learning-home:exams.statuses.corrected',
};

/** Badge tone of each exam state (§4 labels: Waiting, In progress, Done, Corrected, Expired). */
export const EXAM_STATE_TONES: Record<ExamState, Tone> = {
  upcoming: 'warning',
  open: 'info',
  ended: 'neutral',
  submitted: 'success',
  corrected: 'info',
};

/** What a homework's badge says against today; none when done (the box is ticked) or due later. */
export const TASK_TIMING_LABELS: Partial<Record<TaskTiming, TranslationKey>> = {
  overdue: 'learning-home:tasks.timings.overdue',
  today: 'learning-home:tasks.timings.today',
  tomorrow: 'learning-home:tasks.timings.tomorrow',
};

/** Badge tone of each homework timing that has a badge. */
export const TASK_TIMING_TONES: Partial<Record<TaskTiming, Tone>> = {
  overdue: 'danger',
  today: 'warning',
  tomorrow: 'info',
};

/** Name of each kind of activity. */
export const ACTIVITY_TYPE_LABELS: Record<ActivityType, TranslationKey> = {
  exercise: 'learning-home:activity.types.exercise',
  course: 'learning-home:activity.types.course',
  challenge: 'learning-home:activity.types.challenge',
  exam: 'learning-home:activity.types.exam',
  video: 'learning-home:activity.types.video',
};
