import type { Absence } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import type { Tone } from '@kk/ui-kit';
import type { HomeworkState } from './child-data';

/** The words of a homework's state. */
export const HOMEWORK_STATE_LABELS: Record<HomeworkState, TranslationKey> = {
  todo: 'learning-parents:homework.todo',
  done: 'learning-parents:homework.done',
  late: 'learning-parents:homework.late',
};

/** The tone of a homework's state. */
export const HOMEWORK_STATE_TONES: Record<HomeworkState, Tone> = {
  todo: 'info',
  done: 'success',
  late: 'danger',
};

/** The tone of an attendance mark. */
export const ATTENDANCE_TONES: Record<Absence['status'], Tone> = {
  present: 'success',
  absent: 'danger',
  late: 'warning',
};
