import type { Control, Evaluation } from '@kk/domain';
import { gradeStats, rankByAverage, weightedAverage } from './grade-math';

/** One control of a subject on a report card, with the student's grade (null: not graded). */
export interface ReportCardGrade {
  /** The control. */
  control: Control;
  /** The student's grade, or null. */
  grade: number | null;
}

/** One subject of a student's report card. */
export interface ReportCardSubject {
  /** The subject's id. */
  subjectId: number;
  /** The subject's name. */
  subjectName: string;
  /** Its weight in the general average. */
  coefficient: number;
  /** The period's controls of the subject, by date, with the student's grades. */
  grades: ReportCardGrade[];
  /** The student's average in the subject (weighted by the controls' coefficients), or null. */
  average: number | null;
  /** The mean of the class's subject averages, or null. */
  classAverage: number | null;
}

/** A student's report card for a period (the numbers; names and appreciations come from the page). */
export interface ReportCardNumbers {
  /** The student's id. */
  studentId: number;
  /** One entry per subject that had a control in the period, by name. */
  subjects: ReportCardSubject[];
  /** The general average (subject averages weighted by the subjects' coefficients), or null. */
  average: number | null;
  /** The rank in the class by general average (ties share a rank), or null without an average. */
  rank: number | null;
}

/** What {@link computeReportCards} reads. */
export interface ReportCardsInput {
  /** The class's students (ids). */
  studentIds: readonly number[];
  /** The class's controls of the period. */
  controls: readonly Control[];
  /** The evaluations of those controls (others are ignored). */
  evaluations: readonly Evaluation[];
  /** A subject's coefficient in the general average; 1 when not given. */
  subjectCoefficient?: (subjectId: number) => number | undefined;
}

/**
 * Every student's report-card numbers for a class and a period: per subject the grades, the
 * average (controls weighted by coefficient) and the class average; the general average (subjects
 * weighted by their coefficient) and the rank. Not graded is left out everywhere; 2 decimals.
 */
export function computeReportCards({
  studentIds,
  controls,
  evaluations,
  subjectCoefficient = () => undefined,
}: ReportCardsInput): Map<number, ReportCardNumbers> {
  const grade = new Map<string, number | null>();
  for (const e of evaluations) grade.set(`${e.control_id}:${e.student_id}`, e.grade);

  const subjects = new Map<number, { name: string; controls: Control[] }>();
  for (const c of [...controls].sort((a, b) => a.date.localeCompare(b.date))) {
    const entry = subjects.get(c.subject_id) ?? { name: c.subject_name, controls: [] };
    entry.controls.push(c);
    subjects.set(c.subject_id, entry);
  }
  const subjectList = [...subjects.entries()].sort((a, b) => a[1].name.localeCompare(b[1].name, 'fr'));

  const perStudent = studentIds.map((studentId) => {
    const rows = subjectList.map(([subjectId, s]) => {
      const grades = s.controls.map((control) => ({
        control,
        grade: grade.get(`${control.id}:${studentId}`) ?? null,
      }));
      const average = weightedAverage(grades.map((g) => ({ value: g.grade, weight: g.control.coefficient })));
      const coefficient = subjectCoefficient(subjectId) ?? 1;
      return { subjectId, subjectName: s.name, coefficient, grades, average, classAverage: null as number | null };
    });
    const average = weightedAverage(rows.map((r) => ({ value: r.average, weight: r.coefficient })));
    return { studentId, subjects: rows, average, rank: null as number | null };
  });

  subjectList.forEach((_subject, index) => {
    const classAverage = gradeStats(perStudent.map((p) => p.subjects[index]?.average ?? null)).average;
    for (const p of perStudent) {
      const row = p.subjects[index];
      if (row) row.classAverage = classAverage;
    }
  });
  const ranks = rankByAverage(perStudent.map((p) => ({ key: p.studentId, average: p.average })));
  return new Map(perStudent.map((p) => [p.studentId, { ...p, rank: ranks.get(p.studentId) ?? null }]));
}
