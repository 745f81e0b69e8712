import * as z from 'zod/mini';

/**
 * GET /schools_statistics_handler ("statistics", named without a path): a school's figures for a
 * scholar year. Fields not shown in the spec; chosen for a dashboard: head counts, attendance rate
 * and average grade (/20), monthly absences and delays (`month` is `YYYY-MM`) and the grade
 * distribution by range (`range` like "10-12").
 */
export const schoolStatisticsSchema = z.object({
  school_id: z.number(),
  scholar_year_id: z.number(),
  students_count: z.number(),
  classes_count: z.number(),
  professors_count: z.number(),
  /** Share of present marks, 0 to 100. */
  attendance_rate: z.number(),
  /** Average of all grades, out of 20. */
  average_grade: z.number(),
  absences_by_month: z.array(z.object({ month: z.string(), absences: z.number(), delays: z.number() })),
  grades_distribution: z.array(z.object({ range: z.string(), count: z.number() })),
  /**
   * Assumed ("Statistics by class and subject"): per class, its attendance rate (0 to 100), average
   * grade (/20, null without grades), absences and delays; per subject, its average grade. Optional:
   * an answer without them reads as empty lists.
   */
  classes: z._default(
    z.array(
      z.object({
        class_id: z.number(),
        class_name: z.string(),
        attendance_rate: z.number(),
        average_grade: z.nullable(z.number()),
        absences: z.number(),
        delays: z.number(),
      }),
    ),
    [],
  ),
  subjects: z._default(z.array(z.object({ subject_name: z.string(), average_grade: z.nullable(z.number()) })), []),
});
/** School statistics. */
export type SchoolStatistics = z.output<typeof schoolStatisticsSchema>;
