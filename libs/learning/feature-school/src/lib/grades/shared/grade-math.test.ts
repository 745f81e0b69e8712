import type { Control, Evaluation } from '@kk/domain';
import { gradeStats, parseGradeInput, rankByAverage, round2, weightedAverage } from './grade-math';
import { computeReportCards } from './report-card-math';

describe('parseGradeInput', () => {
  it('reads a French comma, a point and spaces; empty is not graded', () => {
    expect(parseGradeInput('14,5')).toEqual({ kind: 'grade', value: 14.5 });
    expect(parseGradeInput(' 9.25 ')).toEqual({ kind: 'grade', value: 9.25 });
    expect(parseGradeInput('20')).toEqual({ kind: 'grade', value: 20 });
    expect(parseGradeInput('0')).toEqual({ kind: 'grade', value: 0 });
    expect(parseGradeInput('  ')).toEqual({ kind: 'empty' });
  });

  it('refuses out of 0–20 and anything that is not a number', () => {
    expect(parseGradeInput('21')).toEqual({ kind: 'invalid', reason: 'out-of-range' });
    expect(parseGradeInput('-1')).toEqual({ kind: 'invalid', reason: 'out-of-range' });
    expect(parseGradeInput('20,01')).toEqual({ kind: 'invalid', reason: 'out-of-range' });
    expect(parseGradeInput('abc')).toEqual({ kind: 'invalid', reason: 'not-a-number' });
    expect(parseGradeInput('1,2,3')).toEqual({ kind: 'invalid', reason: 'not-a-number' });
  });
});

describe('averages and ranks', () => {
  it('rounds to 2 decimals', () => {
    expect(round2(12.345)).toBe(12.35);
    expect(round2(10 / 3)).toBe(3.33);
  });

  it('gives average, min and max of the graded only', () => {
    expect(gradeStats([10, null, 15, 12.5])).toEqual({ average: 12.5, min: 10, max: 15, graded: 3 });
    expect(gradeStats([null, null])).toEqual({ average: null, min: null, max: null, graded: 0 });
  });

  it('weights by coefficient, leaves out the not graded, and falls back to the mean for weights 0', () => {
    expect(
      weightedAverage([
        { value: 10, weight: 1 },
        { value: 16, weight: 2 },
        { value: null, weight: 4 },
      ]),
    ).toBe(14);
    expect(weightedAverage([{ value: null, weight: 1 }])).toBeNull();
    expect(
      weightedAverage([
        { value: 10, weight: 0 },
        { value: 13, weight: 0 },
      ]),
    ).toBe(11.5);
  });

  it('ranks best first, ties sharing a rank, no average no rank', () => {
    const ranks = rankByAverage([
      { key: 'a', average: 12 },
      { key: 'b', average: 16 },
      { key: 'c', average: 15 },
      { key: 'd', average: 15 },
      { key: 'e', average: null },
    ]);
    expect([...ranks.entries()]).toEqual([
      ['b', 1],
      ['c', 2],
      ['d', 2],
      ['a', 4],
    ]);
  });
});

describe('computeReportCards', () => {
  const control = (id: number, subject_id: number, subject_name: string, coefficient: number): Control => ({
    id,
    title: `C${id}`,
    class_id: 1,
    subject_id,
    subject_name,
    date: `2026-10-0${id}`,
    duration_minutes: 60,
    coefficient,
    period: 1,
    competency_ids: [],
  });
  const evaluation = (control_id: number, student_id: number, grade: number | null): Evaluation => ({
    id: control_id * 100 + student_id,
    control_id,
    student_id,
    student_name: '',
    grade,
    comment: '',
  });

  it('averages each subject by control coefficients, then the general average by subject coefficients, and ranks', () => {
    const cards = computeReportCards({
      studentIds: [1, 2],
      controls: [control(1, 10, 'Mathématiques', 1), control(2, 10, 'Mathématiques', 2), control(3, 20, 'Français', 1)],
      evaluations: [
        evaluation(1, 1, 10),
        evaluation(2, 1, 16),
        evaluation(3, 1, 12),
        evaluation(1, 2, 8),
        evaluation(2, 2, null),
        evaluation(3, 2, 18),
      ],
      subjectCoefficient: (id) => (id === 10 ? 3 : undefined),
    });

    const first = cards.get(1);
    expect(first?.subjects.map((s) => [s.subjectName, s.average, s.classAverage, s.coefficient])).toEqual([
      ['Français', 12, 15, 1],
      ['Mathématiques', 14, 11, 3],
    ]);
    // (14 × 3 + 12 × 1) / 4
    expect(first?.average).toBe(13.5);
    // (8 × 3 + 18) / 4 = 10.5
    expect(cards.get(2)?.average).toBe(10.5);
    expect(first?.rank).toBe(1);
    expect(cards.get(2)?.rank).toBe(2);
    expect(cards.get(2)?.subjects[1]?.grades.map((g) => g.grade)).toEqual([8, null]);
  });

  it('gives no average and no rank to a student never graded', () => {
    const cards = computeReportCards({
      studentIds: [1],
      controls: [control(1, 10, 'Mathématiques', 1)],
      evaluations: [],
    });
    expect(cards.get(1)).toMatchObject({ average: null, rank: null });
  });
});
