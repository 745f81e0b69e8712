import type { Absence, Appreciation, Control, Evaluation, Exam, Task } from '@kk/domain';

/**
 * What a parent's pages derive from a child's rows: pure functions of the rows and of `now` (the
 * parent's local days), tested on their own.
 */

/** `YYYY-MM-DD` of the local day of `date`, `days` later. */
export function localIsoDay(date: Date, days = 0): string {
  const day = new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The day part of an ISO date or date-time. */
const dayOf = (value: string) => value.slice(0, 10);

/** Monday (local day, ISO) of the week of `date`, `weeks` weeks later. */
export function mondayOf(date: Date, weeks = 0): string {
  const back = (date.getDay() + 6) % 7;
  return localIsoDay(date, weeks * 7 - back);
}

/** Where a homework stands for the parent: done, to do, or late (its day has passed, not done). */
export type HomeworkState = 'done' | 'todo' | 'late';

/** A homework's state against today. */
export function homeworkState(task: Pick<Task, 'due_date' | 'validated'>, now: Date): HomeworkState {
  if (task.validated) return 'done';
  return dayOf(task.due_date) < localIsoDay(now) ? 'late' : 'todo';
}

/** One grade of a child with its control: subject, title, date, grade on 20 (null: not graded), coefficient. */
export interface GradeLine {
  id: number;
  subjectId: number;
  subject: string;
  title: string;
  date: string;
  grade: number | null;
  coefficient: number;
}

/** The child's grades with their controls, newest first (a grade whose control is unknown is left out). */
export function gradeLines(evaluations: readonly Evaluation[], controls: readonly Control[]): GradeLine[] {
  const byId = new Map(controls.map((c) => [c.id, c]));
  return evaluations
    .flatMap((e): GradeLine[] => {
      const control = byId.get(e.control_id);
      if (!control) return [];
      return [
        {
          id: e.id,
          subjectId: control.subject_id,
          subject: control.subject_name,
          title: control.title,
          date: dayOf(control.date),
          grade: e.grade ?? null,
          coefficient: Number(control.coefficient) || 1,
        },
      ];
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
}

/** The coefficient-weighted average on 20 of graded lines, or null when none is graded. */
export function weightedAverage(lines: readonly Pick<GradeLine, 'grade' | 'coefficient'>[]): number | null {
  let points = 0;
  let weights = 0;
  for (const line of lines) {
    if (line.grade === null) continue;
    points += line.grade * line.coefficient;
    weights += line.coefficient;
  }
  return weights > 0 ? Math.round((points / weights) * 100) / 100 : null;
}

/** A subject of the report: its grades, their weighted average and the appreciations of the subject. */
export interface SubjectReport {
  subjectId: number;
  subject: string;
  lines: GradeLine[];
  average: number | null;
  appreciations: string[];
}

/** The grades page: subjects (by name), the overall average (of the subject averages) and the general appreciations. */
export interface GradesReport {
  subjects: SubjectReport[];
  overall: number | null;
  general: string[];
}

/** Groups grades by subject with each subject's average, and sorts the appreciations per subject or general. */
export function gradesReport(lines: readonly GradeLine[], appreciations: readonly Appreciation[]): GradesReport {
  const subjects = new Map<number, SubjectReport>();
  for (const line of lines) {
    const entry = subjects.get(line.subjectId) ?? {
      subjectId: line.subjectId,
      subject: line.subject,
      lines: [],
      average: null,
      appreciations: [],
    };
    entry.lines.push(line);
    subjects.set(line.subjectId, entry);
  }
  const general: string[] = [];
  for (const a of appreciations) {
    const entry = a.subject_id === null ? undefined : subjects.get(a.subject_id);
    if (entry) entry.appreciations.push(a.text);
    else general.push(a.text);
  }
  const list = [...subjects.values()]
    .map((s) => ({ ...s, average: weightedAverage(s.lines) }))
    .sort((a, b) => a.subject.localeCompare(b.subject));
  const averages = list.flatMap((s) => (s.average === null ? [] : [s.average]));
  const overall =
    averages.length > 0 ? Math.round((averages.reduce((sum, n) => sum + n, 0) / averages.length) * 100) / 100 : null;
  return { subjects: list, overall, general };
}

/** One month of absences and delays (`YYYY-MM`), newest first, with its totals. */
export interface AbsenceMonth {
  month: string;
  rows: Absence[];
  absences: number;
  delays: number;
}

/** Absences and delays (the "present" marks left out) by month, newest first. */
export function absencesByMonth(rows: readonly Absence[]): AbsenceMonth[] {
  const months = new Map<string, AbsenceMonth>();
  const sorted = rows
    .filter((a) => a.status !== 'present')
    .sort((a, b) => b.date.localeCompare(a.date) || b.start_time.localeCompare(a.start_time));
  for (const row of sorted) {
    const month = row.date.slice(0, 7);
    const entry = months.get(month) ?? { month, rows: [], absences: 0, delays: 0 };
    entry.rows.push(row);
    if (row.status === 'absent') entry.absences++;
    else entry.delays++;
    months.set(month, entry);
  }
  return [...months.values()];
}

/** What needs the parent's attention first. */
export type AttentionItem =
  | { kind: 'absence'; id: string; absence: Absence }
  | { kind: 'grade'; id: string; grade: GradeLine }
  | { kind: 'homework'; id: string; task: Task }
  | { kind: 'exam'; id: string; exam: Exam };

/** The rows the attention list reads (each may still be loading: undefined). */
export interface AttentionSources {
  absences?: readonly Absence[];
  grades?: readonly GradeLine[];
  tasks?: readonly Task[];
  exams?: readonly Exam[];
}

/**
 * "À voir en priorité": an absence or a delay of the last 7 days, a grade of the last 7 days,
 * homework due tomorrow and not done, an exam of this week (Monday to Sunday) not handed in.
 */
export function attentionItems(sources: AttentionSources, now: Date): AttentionItem[] {
  const weekAgo = localIsoDay(now, -7);
  const today = localIsoDay(now);
  const tomorrow = localIsoDay(now, 1);
  const monday = mondayOf(now);
  const nextMonday = mondayOf(now, 1);
  const recent = (day: string) => day >= weekAgo && day <= today;
  return [
    ...(sources.absences ?? [])
      .filter((a) => a.status !== 'present' && recent(dayOf(a.date)))
      .map((absence): AttentionItem => ({ kind: 'absence', id: `absence-${absence.id}`, absence })),
    ...(sources.grades ?? [])
      .filter((g) => g.grade !== null && recent(g.date))
      .map((grade): AttentionItem => ({ kind: 'grade', id: `grade-${grade.id}`, grade })),
    ...(sources.tasks ?? [])
      .filter((t) => !t.validated && dayOf(t.due_date) === tomorrow)
      .map((task): AttentionItem => ({ kind: 'homework', id: `task-${task.id}`, task })),
    ...(sources.exams ?? [])
      .filter((e) => {
        const day = dayOf(e.start_date);
        return day >= monday && day < nextMonday && (e.status === 'not_started' || e.status === 'in_progress');
      })
      .map((exam): AttentionItem => ({ kind: 'exam', id: `exam-${exam.id}`, exam })),
  ];
}

/** The weekly summary of a child, Monday `start` to Sunday. */
export interface WeekSummary {
  start: string;
  end: string;
  absences: Absence[];
  delays: Absence[];
  grades: GradeLine[];
  done: Task[];
  late: Task[];
  points: number;
}

/** What the weekly summary reads. */
export interface WeekSources {
  absences: readonly Absence[];
  grades: readonly GradeLine[];
  tasks: readonly Task[];
  days: readonly { date: string; points: number }[];
}

/** The week of Monday `start`: its absences and delays, new grades, homework done or late, and points. */
export function weekSummary(sources: WeekSources, start: string, now: Date): WeekSummary {
  const [y, m, d] = start.split('-').map(Number);
  const end = localIsoDay(new Date(y ?? 0, (m ?? 1) - 1, d ?? 1), 6);
  const within = (value: string) => dayOf(value) >= start && dayOf(value) <= end;
  const ofWeek = sources.absences.filter((a) => within(a.date));
  const tasks = sources.tasks.filter((t) => within(t.due_date));
  return {
    start,
    end,
    absences: ofWeek.filter((a) => a.status === 'absent'),
    delays: ofWeek.filter((a) => a.status === 'late'),
    grades: sources.grades.filter((g) => within(g.date)),
    done: tasks.filter((t) => t.validated),
    late: tasks.filter((t) => homeworkState(t, now) === 'late'),
    points: sources.days.filter((day) => within(day.date)).reduce((sum, day) => sum + Number(day.points), 0),
  };
}
