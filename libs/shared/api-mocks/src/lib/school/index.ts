import type { RequestHandler } from 'msw';
import { adminHandlers } from './admin.handlers';
import { attendanceHandlers } from './attendance.handlers';
import { curriculumHandlers } from './curriculum.handlers';
import { gradesHandlers } from './grades.handlers';
import { peopleHandlers } from './people.handlers';
import { scheduleHandlers } from './schedule.handlers';
import { setupDeleteGuards, setupHandlers } from './setup.handlers';

/** School-management handlers of the fake backend (calls 61–95 and the named school calls). */
export const schoolHandlers: RequestHandler[] = [
  // First: they refuse deleting rows in use, before the handlers that would delete them.
  ...setupDeleteGuards,
  ...scheduleHandlers,
  ...peopleHandlers,
  ...attendanceHandlers,
  ...adminHandlers,
  ...curriculumHandlers,
  ...gradesHandlers,
  ...setupHandlers,
];
