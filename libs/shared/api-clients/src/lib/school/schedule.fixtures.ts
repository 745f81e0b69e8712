import type { ScheduleByDay, Seance } from '@kk/domain';
import type { ContractFixture } from '../../testing/contract';

const seance: Seance = {
  id: 3001,
  date: '2026-11-30',
  start_time: '08:30',
  end_time: '09:25',
  class_id: 1,
  class_name: '1AC-A',
  subject_id: 1,
  subject_name: 'Mathématiques',
  professor_id: 31,
  professor_name: 'M. Alaoui',
  classroom_id: null,
  classroom_name: null,
  type: 'normal',
  periodicity_weeks: 1,
  cancelled: false,
};
const nestedSeance = {
  id: 3001,
  date: '2026-11-30',
  start_time: '08:30',
  end_time: '09:25',
  class: { id: 1, name: '1AC-A' },
  subject: { id: 1, name: 'Mathématiques' },
  professor: { id: 31, name: 'M. Alaoui' },
  classroom: null,
  type: 'normal',
  periodicity_weeks: 1,
  cancelled: false,
};

const week = (seances: unknown[]) => ({
  week_start: '2026-11-30',
  days: [
    { day: 1, date: '2026-11-30', seances },
    { day: 2, date: '2026-12-01', seances: [] },
  ],
});

/** Readings of the answer of GET /schedule_by_day (call 61): its seances' references as fields or objects. */
export const scheduleFixtures = {
  getScheduleByDay: {
    readings: { 'flat references': week([seance]), 'nested references': week([nestedSeance]) },
    result: week([seance]) as ScheduleByDay,
  },
} satisfies Record<string, ContractFixture>;
