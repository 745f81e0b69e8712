import type { RequestHandler } from 'msw';
import { adminHandlers } from './admin.handlers';
import { attendanceHandlers } from './attendance.handlers';
import { curriculumHandlers } from './curriculum.handlers';
import { gradesHandlers } from './grades.handlers';
import { peopleHandlers } from './people.handlers';
import { scheduleHandlers } from './schedule.handlers';

/** School-management handlers of the fake backend (calls 61–95 and the named school calls). */
export const schoolHandlers: RequestHandler[] = [
  ...scheduleHandlers,
  ...peopleHandlers,
  ...attendanceHandlers,
  ...adminHandlers,
  ...curriculumHandlers,
  ...gradesHandlers,
];
