import { useCallback, useMemo } from 'react';
import type { SubmissionErrors } from 'final-form';
import { useParams } from 'react-router-dom';
import {
  useGetAbsencesQuery,
  useGetAppreciationsQuery,
  useGetScholarYearsQuery,
  useGetSchoolStudentsQuery,
  useSaveAppreciationMutation,
} from '@kk/api-clients';
import type { AppreciationPayload, Student } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { submitError } from '@kk/ui-kit';
import { useMySchool } from '../../shared/use-my-school';
import { combinedQuery } from '../shared/combined-query';
import { periodDates } from '../shared/period-dates';
import { useGradesClasses } from '../shared/use-grades-classes';
import { useClassResults } from '../report-cards/use-class-results';

/** Values of the general appreciation form. */
export interface AppreciationValues {
  /** The text. */
  text?: string;
}

/**
 * View model of `/ecole/bulletins/:studentId?periode=n`: one student's report card.
 * - `student` (call 64; null when not a student of the school: the page's not-found), `school`;
 * - `card`: the numbers (`computeReportCards` over the class, so the class averages and the rank
 *   are the class's): per subject the grades, average and class average; general average, rank;
 * - `coefficientsMissing`: the subjects' coefficients could not be read (every subject counts 1);
 * - `classSize`; `subjectAppreciation(subjectId)`: the period's appreciation of a subject (call 74);
 * - `general`: the period's general appreciation; `saveGeneral` adds, edits or (emptied) deletes it
 *   (call 92), a failure kept in the form;
 * - `yearName`: the current scholar year's name;
 * - `attendance`: absences and delays of the period (call 62), the period being the current
 *   scholar year's days split in `periods_count` equal parts (`periodDates`).
 */
export function useReportCard() {
  const studentId = Number(useParams()['studentId']);
  const { period, periods } = useGradesClasses('admin');
  const { school } = useMySchool();
  const studentsQuery = useGetSchoolStudentsQuery();
  const student: Student | null | undefined = studentsQuery.data
    ? (studentsQuery.data.find((s) => s.id === studentId) ?? null)
    : undefined;
  const classId = student?.class_id ?? null;
  const results = useClassResults(classId, period);
  const appreciationsQuery = useGetAppreciationsQuery({ student_id: studentId }, { skip: !student });
  const absencesQuery = useGetAbsencesQuery({ student_id: studentId }, { skip: !student });
  const yearsQuery = useGetScholarYearsQuery();
  const [saveAppreciation] = useSaveAppreciationMutation();

  const card = results.results?.find((r) => r.student.id === studentId)?.numbers;
  const ofPeriod = useMemo(
    () => (appreciationsQuery.data ?? []).filter((a) => a.period === period),
    [appreciationsQuery.data, period],
  );
  const general = ofPeriod.find((a) => a.subject_id === null) ?? null;
  const subjectAppreciation = (subjectId: number) => ofPeriod.find((a) => a.subject_id === subjectId)?.text ?? '';

  const year = useMemo(() => {
    const years = yearsQuery.data ?? [];
    return years.find((y) => y.id === school?.settings.current_scholar_year_id) ?? years.find((y) => y.is_current);
  }, [yearsQuery.data, school]);
  const attendance = useMemo(() => {
    if (!year || !absencesQuery.data) return null;
    const { from, to } = periodDates(year, period, periods.length);
    const inPeriod = absencesQuery.data.filter((a) => a.date >= from && a.date <= to);
    return {
      from,
      to,
      absences: inPeriod.filter((a) => a.status === 'absent').length,
      delays: inPeriod.filter((a) => a.status === 'late').length,
    };
  }, [year, absencesQuery.data, period, periods.length]);

  const saveGeneral = useCallback(
    async (values: AppreciationValues): Promise<SubmissionErrors | undefined> => {
      if (!student || student.class_id === null)
        return submitError<TranslationKey>('learning-grades:card.appreciationFailed');
      const text = (values.text ?? '').trim();
      const fields = { student_id: student.id, class_id: student.class_id, subject_id: null, period, text };
      let payload: AppreciationPayload | null = null;
      if (general && text === '') payload = { action: 'delete', id: general.id };
      else if (general) payload = { action: 'edit', id: general.id, ...fields };
      else if (text !== '') payload = { action: 'add', ...fields };
      if (!payload) return undefined;
      try {
        await saveAppreciation(payload).unwrap();
      } catch (error) {
        return submitError<TranslationKey>('learning-grades:card.appreciationFailed', error);
      }
      return undefined;
    },
    [student, general, period, saveAppreciation],
  );

  // A student of no class has no report card: the page's not-found, like a stranger.
  const hasCard = !!student && student.class_id !== null;
  const query = {
    ...combinedQuery(
      // The card shows once its appreciations are there too: the general appreciation's form starts
      // from them, and typing must not be overwritten by their late arrival.
      student === undefined ? undefined : !hasCard ? null : card && appreciationsQuery.data ? card : undefined,
      [studentsQuery, results.query, appreciationsQuery],
    ),
    isLoading:
      studentsQuery.isLoading || (hasCard && (!card || appreciationsQuery.isLoading) && !results.query.isError),
  };

  return {
    query,
    student,
    school,
    period,
    periods,
    card,
    classSize: results.results?.length ?? 0,
    coefficientsMissing: results.coefficientsMissing,
    general,
    subjectAppreciation,
    saveGeneral,
    attendance,
    yearName: year?.name ?? null,
  };
}

/** What {@link useReportCard} returns. */
export type UseReportCardResult = ReturnType<typeof useReportCard>;
