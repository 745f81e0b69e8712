import { DEFAULT_MINUTES_LATE, type Absence, type AbsenceStatus, type RollCallMark } from '@kk/domain';

/** One student's mark while the roll call is taken. */
export interface StudentMark {
  status: AbsenceStatus;
  /** Minutes late, kept while another status is chosen (≥ 1). */
  minutes: number;
}

/** The marks by student id. */
export type Marks = Readonly<Record<number, StudentMark>>;

/** What a student without a mark is: present. */
export const PRESENT: StudentMark = { status: 'present', minutes: DEFAULT_MINUTES_LATE };

/** The marks a saved roll call holds. */
export function marksOf(rows: readonly Absence[]): Marks {
  return Object.fromEntries(
    rows.map((a) => [a.student_id, { status: a.status, minutes: a.minutes_late ?? DEFAULT_MINUTES_LATE }]),
  );
}

/** The latest `recorded_at` of a saved roll call, or null (older rows have none). */
export function recordedAt(rows: readonly Absence[]): string | null {
  return rows.reduce<string | null>(
    (latest, a) => (a.recorded_at && (!latest || a.recorded_at > latest) ? a.recorded_at : latest),
    null,
  );
}

/** Présents, absents, retards among `studentIds`. */
export function countMarks(marks: Marks, studentIds: readonly number[]) {
  const counts = { present: 0, absent: 0, late: 0 };
  for (const id of studentIds) counts[(marks[id] ?? PRESENT).status]++;
  return counts;
}

/** The payload's marks: one per student, minutes only for a delay. */
export function payloadMarks(marks: Marks, studentIds: readonly number[]): RollCallMark[] {
  return studentIds.map((id) => {
    const mark = marks[id] ?? PRESENT;
    return mark.status === 'late'
      ? { student_id: id, status: 'late', minutes_late: Math.max(1, Math.round(mark.minutes)) }
      : { student_id: id, status: mark.status };
  });
}

/** Unsaved marks of one seance occurrence, kept in sessionStorage so that a reload loses nothing. */
export const draftStore = {
  key: (seanceId: number, date: string) => `kk:roll-call:${seanceId}:${date}`,
  read(key: string): Marks | null {
    try {
      const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
      return value && typeof value === 'object' ? (value as Marks) : null;
    } catch {
      return null;
    }
  },
  write(key: string, marks: Marks | null): void {
    try {
      if (marks) sessionStorage.setItem(key, JSON.stringify(marks));
      else sessionStorage.removeItem(key);
    } catch {
      // Storage full or refused: the marks stay in the page.
    }
  },
};
