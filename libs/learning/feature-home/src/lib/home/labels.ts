import type { ActivityType, ChallengeKind, ChallengeStatus, ExamStatus } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import type { Tone } from '@kk/ui-kit';

/** Name of each challenge kind (§1: daily, peer, group, class, superhero). */
export const CHALLENGE_KIND_LABELS: Record<ChallengeKind, TranslationKey> = {
  daily: 'learning-home:challenges.kinds.daily',
  peer: 'learning-home:challenges.kinds.peer',
  group: 'learning-home:challenges.kinds.group',
  class: 'learning-home:challenges.kinds.class',
  superhero: 'learning-home:challenges.kinds.superhero',
};

/** Name of each challenge state. */
export const CHALLENGE_STATUS_LABELS: Record<ChallengeStatus, TranslationKey> = {
  active: 'learning-home:challenges.statuses.active',
  completed: 'learning-home:challenges.statuses.completed',
  expired: 'learning-home:challenges.statuses.expired',
};

/** Badge tone of each challenge state (the §4 status labels Active, Completed, Expired). */
export const CHALLENGE_STATUS_TONES: Record<ChallengeStatus, Tone> = {
  active: 'success',
  completed: 'success',
  expired: 'danger',
};

/** Name of each exam state. */
export const EXAM_STATUS_LABELS: Record<ExamStatus, TranslationKey> = {
  not_started: 'learning-home:exams.statuses.not_started',
  in_progress: 'learning-home:exams.statuses.in_progress',
  submitted: 'learning-home:exams.statuses.submitted',
  corrected: 'learning-home:exams.statuses.corrected',
  expired: 'learning-home:exams.statuses.expired',
};

/** Badge tone of each exam state (§4 labels: Waiting, In progress, Done, Corrected, Expired). */
export const EXAM_STATUS_TONES: Record<ExamStatus, Tone> = {
  not_started: 'warning',
  in_progress: 'info',
  submitted: 'success',
  corrected: 'info',
  expired: 'danger',
};

/** Name of each kind of activity. */
export const ACTIVITY_TYPE_LABELS: Record<ActivityType, TranslationKey> = {
  exercise: 'learning-home:activity.types.exercise',
  course: 'learning-home:activity.types.course',
  challenge: 'learning-home:activity.types.challenge',
  exam: 'learning-home:activity.types.exam',
  video: 'learning-home:activity.types.video',
};
