import type { Absence } from '@kk/domain';

/** One student's absences and delays over the marks read. */
export interface StudentTotals {
  studentId: number;
  studentName: string;
  classId: number;
  absences: number;
  /** Absences with a justification. */
  justified: number;
  delays: number;
  /** Minutes late, all delays together. */
  minutesLate: number;
}

/** The absences and delays only (the roll call stores present marks too). */
export function missedMarks(rows: readonly Absence[]): Absence[] {
  return rows.filter((a) => a.status !== 'present');
}

/** Totals per student, the most absent first (then the most late, then by name). */
export function totalsByStudent(rows: readonly Absence[]): StudentTotals[] {
  const byStudent = new Map<number, StudentTotals>();
  for (const a of missedMarks(rows)) {
    const t = byStudent.get(a.student_id) ?? {
      studentId: a.student_id,
      studentName: a.student_name,
      classId: a.class_id,
      absences: 0,
      justified: 0,
      delays: 0,
      minutesLate: 0,
    };
    if (a.status === 'absent') {
      t.absences++;
      if (a.justified) t.justified++;
    } else {
      t.delays++;
      t.minutesLate += a.minutes_late ?? 0;
    }
    byStudent.set(a.student_id, t);
  }
  return [...byStudent.values()].sort(
    (a, b) => b.absences - a.absences || b.delays - a.delays || a.studentName.localeCompare(b.studentName, 'fr'),
  );
}

/** The months (`YYYY-MM`) from `start` to `end` (ISO dates), in order. */
export function monthsBetween(start: string, end: string): string[] {
  const months: string[] = [];
  let [year, month] = [Number(start.slice(0, 4)), Number(start.slice(5, 7))];
  const last = end.slice(0, 7);
  while (months.length < 24) {
    const m = `${year}-${String(month).padStart(2, '0')}`;
    months.push(m);
    if (m >= last) break;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}
