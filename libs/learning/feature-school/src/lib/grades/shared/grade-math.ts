import { isValidGrade } from '@kk/domain';

/**
 * The arithmetic of grades, pure: reading a typed grade, a class's average and spread, weighted
 * averages (a control's coefficient, a subject's coefficient), ranks. Every average is rounded to
 * 2 decimals; a student not graded (null) is left out, never counted as 0.
 */

/** A typed grade read: nothing typed, a grade 0–20, or refused (not a number, out of range). */
export type GradeInput =
  | { kind: 'empty' }
  | { kind: 'grade'; value: number }
  | { kind: 'invalid'; reason: 'not-a-number' | 'out-of-range' };

/** Reads a grade as typed: a French comma or a point, spaces ignored; empty means not graded. */
export function parseGradeInput(text: string): GradeInput {
  const tidy = text.replace(/\s/g, '').replace(',', '.');
  if (tidy === '') return { kind: 'empty' };
  if (!/^-?\d+(\.\d+)?$|^-?\.\d+$/.test(tidy)) return { kind: 'invalid', reason: 'not-a-number' };
  const value = Number(tidy);
  return isValidGrade(value) ? { kind: 'grade', value } : { kind: 'invalid', reason: 'out-of-range' };
}

/** Rounded to 2 decimals (half away from zero, as a report card rounds). */
export function round2(value: number): number {
  return (Math.sign(value) * Math.round((Math.abs(value) + Number.EPSILON) * 100)) / 100;
}

/** A class's grades at a glance: average, lowest, highest and how many are graded. */
export interface GradeStats {
  /** Mean of the graded, 2 decimals; null when nobody is graded. */
  average: number | null;
  /** Lowest grade; null when nobody is graded. */
  min: number | null;
  /** Highest grade; null when nobody is graded. */
  max: number | null;
  /** How many are graded. */
  graded: number;
}

/** The stats of a list of grades (null = not graded, left out). */
export function gradeStats(grades: readonly (number | null)[]): GradeStats {
  const graded = grades.filter((g): g is number => g !== null);
  if (graded.length === 0) return { average: null, min: null, max: null, graded: 0 };
  return {
    average: round2(graded.reduce((sum, g) => sum + g, 0) / graded.length),
    min: Math.min(...graded),
    max: Math.max(...graded),
    graded: graded.length,
  };
}

/** A value and its weight (a grade and its control's coefficient, a subject average and its coefficient). */
export interface Weighted {
  /** The value; null (not graded) is left out. */
  value: number | null;
  /** Its weight (≥ 0). */
  weight: number;
}

/**
 * Weighted mean, 2 decimals; null values are left out. When every weight left is 0 (controls of
 * coefficient 0 only) the plain mean is given, so that a graded student still has an average.
 */
export function weightedAverage(items: readonly Weighted[]): number | null {
  const counted = items.filter((i): i is { value: number; weight: number } => i.value !== null);
  if (counted.length === 0) return null;
  const weights = counted.reduce((sum, i) => sum + Math.max(0, i.weight), 0);
  if (weights === 0) return round2(counted.reduce((sum, i) => sum + i.value, 0) / counted.length);
  return round2(counted.reduce((sum, i) => sum + i.value * Math.max(0, i.weight), 0) / weights);
}

/**
 * Ranks by average, best first, ties sharing a rank (16, 15, 15, 12 → 1, 2, 2, 4); a student with
 * no average has no rank.
 */
export function rankByAverage<K>(entries: readonly { key: K; average: number | null }[]): Map<K, number> {
  const sorted = entries
    .filter((e): e is { key: K; average: number } => e.average !== null)
    .sort((a, b) => b.average - a.average);
  const ranks = new Map<K, number>();
  sorted.forEach((e, index) => {
    const previous = sorted[index - 1];
    ranks.set(e.key, previous && previous.average === e.average ? (ranks.get(previous.key) ?? index + 1) : index + 1);
  });
  return ranks;
}
