import type { Activity, Challenge, Exam, Task } from '@kk/domain';

/**
 * The screens the dashboard's items open (paths of docs/learning-app.md). There is no homework
 * screen: a homework opens the course of its subject, to revise what it is about; it is ticked off
 * on the dashboard.
 */

/** Where a homework opens: the course of its subject. */
export const homeworkPath = (task: Pick<Task, 'subject_id'>) => `/cours/${task.subject_id}`;
/** The exam player. */
export const examPath = (exam: Pick<Exam, 'id'>) => `/examens/${exam.id}`;
/** A challenge's screen. */
export const challengePath = (challenge: Pick<Challenge, 'id'>) => `/defis/${challenge.id}`;
/** The student's class's timetable (issue 16, @kk/learning-feature-school/timetable). */
export const TIMETABLE_PATH = '/emploi-du-temps';
/** The courses of the level, where the next lesson is. */
export const LESSONS_PATH = '/cours';

/**
 * Where an activity of the feed opens: its exercise, exam or challenge (`target_id`); a course or a
 * video, the course of its subject (the feed names no lesson).
 */
export function activityPath(activity: Pick<Activity, 'type' | 'target_id' | 'subject_id'>): string {
  switch (activity.type) {
    case 'exercise':
      return `/exercices/${activity.target_id}`;
    case 'exam':
      return examPath({ id: activity.target_id });
    case 'challenge':
      return challengePath({ id: activity.target_id });
    case 'course':
    case 'video':
      return `/cours/${activity.subject_id}`;
  }
}
