import type { Holiday, ScholarYear, SchoolEvent } from '@kk/domain';
import { listReadings, type ContractFixture } from '../../testing/contract';

const years: ScholarYear[] = [
  { id: 1, name: '2025-2026', start_date: '2025-09-08', end_date: '2026-06-30', is_current: false },
  { id: 2, name: '2026-2027', start_date: '2026-09-07', end_date: '2027-06-30', is_current: true },
];
const holidays: Holiday[] = [
  { id: 3201, name: 'Fête de l’Indépendance', start_date: '2026-11-18', end_date: '2026-11-18' },
];
const events: SchoolEvent[] = [
  {
    id: 3301,
    title: 'Réunion parents-professeurs',
    description: 'Bilan du premier trimestre.',
    kind: 'meeting',
    start: '2026-12-12T15:00:00',
    end: '2026-12-12T17:00:00',
    class_ids: [1],
    location: null,
  },
];

/** Readings of the answers of calendar.api.ts (calls 66, 72, 75, 90). */
export const calendarFixtures = {
  getScholarYears: { readings: listReadings('scholar_years', years), result: years },
  getHolidays: { readings: listReadings('holidays', holidays), result: holidays },
  getEvents: { readings: listReadings('events', events), result: events },
  /** POST /schools_holiday_handler answering the row's id. */
  saveHoliday: {
    readings: {
      'success and the id': { success: true, id: 3202 },
      'with the row': { success: true, id: 3202, name: 'Aïd' },
    },
    result: { success: true, id: 3202 },
  },
  /** The same write answering `{ success: true }` only: done, details unknown. */
  saveHolidayDone: { readings: { 'success only': { success: true } }, result: null },
} satisfies Record<string, ContractFixture>;
