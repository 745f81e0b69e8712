import type { Absence, Appreciation, Control, Evaluation, Exam, Task } from '@kk/domain';
import {
  absencesByMonth,
  attentionItems,
  gradeLines,
  gradesReport,
  homeworkState,
  localIsoDay,
  mondayOf,
  weekSummary,
  weightedAverage,
} from './child-data';

// Thursday 26 November 2026, local time.
const now = new Date(2026, 10, 26, 10);

const task = (id: number, due: string, validated = false) =>
  ({
    id,
    title: `Devoir ${id}`,
    description: '',
    subject_id: 1,
    subject_name: 'Maths',
    due_date: due,
    professor_name: '',
    validated,
  }) as Task;
const control = (id: number, subject: number, date: string, coefficient: number) =>
  ({
    id,
    title: `Contrôle ${id}`,
    class_id: 5,
    subject_id: subject,
    subject_name: subject === 1 ? 'Maths' : 'Français',
    date,
    duration_minutes: 60,
    coefficient,
    period: 1,
    competency_ids: [],
  }) as Control;
const grade = (id: number, controlId: number, value: number | null) =>
  ({ id, control_id: controlId, student_id: 73, student_name: 'Adam', grade: value, comment: '' }) as Evaluation;
const mark = (id: number, date: string, status: Absence['status'], minutes: number | null = null) =>
  ({
    id,
    student_id: 73,
    student_name: 'Adam',
    class_id: 5,
    seance_id: 1,
    subject_name: 'Maths',
    date,
    start_time: '08:30',
    status,
    minutes_late: minutes,
    justified: false,
  }) as Absence;

describe("a child's data, for the parents' pages", () => {
  it('reads days in local time and weeks from Monday', () => {
    expect(localIsoDay(now)).toBe('2026-11-26');
    expect(localIsoDay(now, 6)).toBe('2026-12-02');
    expect(mondayOf(now)).toBe('2026-11-23');
    expect(mondayOf(now, -1)).toBe('2026-11-16');
  });

  it('says a homework is done, to do, or late once its day has passed', () => {
    expect(homeworkState(task(1, '2026-11-25', true), now)).toBe('done');
    expect(homeworkState(task(2, '2026-11-25'), now)).toBe('late');
    expect(homeworkState(task(3, '2026-11-26'), now)).toBe('todo');
  });

  it('weights the averages on 20 by coefficient, per subject and overall, and sorts appreciations', () => {
    const controls = [control(1, 1, '2026-11-10', 2), control(2, 1, '2026-11-20', 1), control(3, 2, '2026-11-12', 1)];
    const lines = gradeLines([grade(1, 1, 16), grade(2, 2, 10), grade(3, 3, 12), grade(4, 99, 20)], controls);
    expect(lines.map((l) => l.id)).toEqual([2, 3, 1]);
    expect(weightedAverage(lines.filter((l) => l.subjectId === 1))).toBe(14);
    expect(weightedAverage([{ grade: null, coefficient: 1 }])).toBeNull();

    const appreciations = [
      { id: 1, student_id: 73, student_name: '', class_id: 5, subject_id: 1, period: 1, text: 'Bon travail' },
      { id: 2, student_id: 73, student_name: '', class_id: 5, subject_id: null, period: 1, text: 'Élève sérieux' },
    ] as Appreciation[];
    const report = gradesReport(lines, appreciations);
    expect(report.subjects.map((s) => [s.subject, s.average, s.appreciations])).toEqual([
      ['Français', 12, []],
      ['Maths', 14, ['Bon travail']],
    ]);
    expect(report.overall).toBe(13);
    expect(report.general).toEqual(['Élève sérieux']);
  });

  it('groups absences and delays by month, newest first, leaving out the present marks', () => {
    const months = absencesByMonth([
      mark(1, '2026-10-05', 'absent'),
      mark(2, '2026-11-03', 'late', 10),
      mark(3, '2026-11-04', 'present'),
      mark(4, '2026-11-05', 'absent'),
    ]);
    expect(months.map((m) => [m.month, m.absences, m.delays, m.rows.map((r) => r.id)])).toEqual([
      ['2026-11', 1, 1, [4, 2]],
      ['2026-10', 1, 0, [1]],
    ]);
  });

  it('puts first a recent absence or delay, a new grade, homework due tomorrow not done, an exam this week', () => {
    const items = attentionItems(
      {
        absences: [mark(1, '2026-11-24', 'late', 5), mark(2, '2026-11-10', 'absent'), mark(3, '2026-11-25', 'present')],
        grades: gradeLines(
          [grade(1, 1, 15), grade(2, 2, 9)],
          [control(1, 1, '2026-11-22', 1), control(2, 1, '2026-11-02', 1)],
        ),
        tasks: [task(1, '2026-11-27'), task(2, '2026-11-27', true), task(3, '2026-11-28')],
        exams: [
          { id: 1, title: 'Examen', start_date: '2026-11-28T08:00:00Z', status: 'not_started' },
          { id: 2, title: 'Passé', start_date: '2026-11-30T08:00:00Z', status: 'not_started' },
          { id: 3, title: 'Rendu', start_date: '2026-11-24T08:00:00Z', status: 'submitted' },
        ] as Exam[],
      },
      now,
    );
    expect(items.map((i) => i.id)).toEqual(['absence-1', 'grade-1', 'task-1', 'exam-1']);
  });

  it('sums up a week: absences, delays, new grades, homework done or late, points', () => {
    const week = weekSummary(
      {
        absences: [mark(1, '2026-11-24', 'late', 5), mark(2, '2026-11-23', 'absent'), mark(3, '2026-11-16', 'absent')],
        grades: gradeLines([grade(1, 1, 15)], [control(1, 1, '2026-11-22', 1)]),
        tasks: [task(1, '2026-11-24', true), task(2, '2026-11-25'), task(3, '2026-11-30')],
        days: [
          { date: '2026-11-23', points: 10 },
          { date: '2026-11-29', points: 5 },
          { date: '2026-11-30', points: 7 },
        ],
      },
      '2026-11-23',
      now,
    );
    expect(week.end).toBe('2026-11-29');
    expect([week.absences.length, week.delays.length, week.grades.length]).toEqual([1, 1, 0]);
    expect([week.done.map((t) => t.id), week.late.map((t) => t.id), week.points]).toEqual([[1], [2], 15]);
  });
});
