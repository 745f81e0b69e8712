import type { ScheduleByDay, Seance } from '@kk/domain';
import { addDays, isoDate } from '../shared/dates';
import { hoursOf, mondayOf, placeSeances, weekDays, weekOfParam } from './week';

const seance = (id: number, start: string, end: string, extra: Partial<Seance> = {}): Seance => ({
  id,
  date: '2026-11-23',
  start_time: start,
  end_time: end,
  class_id: 5,
  class_name: '1AC-A',
  subject_id: 1,
  subject_name: 'Mathématiques',
  professor_id: 7,
  professor_name: 'Rachid Cherkaoui',
  classroom_id: null,
  classroom_name: null,
  type: 'normal',
  periodicity_weeks: 1,
  cancelled: false,
  ...extra,
});

describe('the week helpers', () => {
  it('finds the Monday of a date and reads the ?semaine= value', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(addDays('2026-11-30', -7)).toBe('2026-11-23');
    expect(weekOfParam('2026-12-03')).toBe('2026-11-30');
    expect(weekOfParam('semaine')).toBeNull();
    expect(weekOfParam(null)).toBeNull();
    expect(isoDate(new Date(2026, 10, 26, 23, 30))).toBe('2026-11-26');
  });

  it('builds six days: cancelled seances dropped, holidays named, today marked', () => {
    const schedule: ScheduleByDay = {
      week_start: '2026-11-16',
      days: [1, 2, 3, 4, 5, 6].map((day) => ({
        day,
        date: addDays('2026-11-16', day - 1),
        seances:
          day === 1
            ? [
                seance(2, '10:30', '12:30'),
                seance(1, '08:30', '10:30'),
                seance(3, '14:30', '16:30', { cancelled: true }),
              ]
            : [],
      })),
    };
    const holidays = [{ id: 3, name: 'Fête de l’Indépendance', start_date: '2026-11-18', end_date: '2026-11-18' }];

    const days = weekDays(schedule, holidays, '2026-11-19');

    expect(days.map((d) => d.date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    expect(days[0].seances.map((s) => s.id)).toEqual([1, 2]);
    expect(days[2].holiday).toBe('Fête de l’Indépendance');
    expect(days.filter((d) => d.isToday).map((d) => d.day)).toEqual([4]);
  });

  it('puts overlapping seances side by side, the others full width', () => {
    const placed = placeSeances([
      seance(1, '08:30', '10:30'),
      seance(2, '09:30', '11:00'),
      seance(3, '11:00', '12:00'),
    ]);

    expect(placed.map(({ seance: s, lane, lanes }) => [s.id, lane, lanes])).toEqual([
      [1, 0, 2],
      [2, 1, 2],
      [3, 0, 1],
    ]);
  });

  it('spans 08:00 to 18:00 at least, more when a seance goes beyond', () => {
    const day = { day: 1, date: '2026-11-23', holiday: null, isToday: false };
    expect(hoursOf([{ ...day, seances: [seance(1, '08:30', '10:30')] }])).toEqual({ first: 8, last: 18 });
    expect(hoursOf([{ ...day, seances: [seance(1, '07:15', '18:30')] }])).toEqual({ first: 7, last: 19 });
  });
});
