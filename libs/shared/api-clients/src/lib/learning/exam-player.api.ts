import type { AnswerCheck, CheckExamAnswerPayload, ExamResult, ExamSheet, SubmitExamPayload } from '@kk/domain';
import { domainSchema, writeSchema } from '../core/schema';
import { pathSegment } from './endpoint-helpers';
import { learningApi } from './learning-api';

/** What a sheet is fetched for: an exam (`/api/koolskools_exams/`) or an exercise (`/api/exercises/`). */
export type SheetTarget = { exam_id: number | string } | { exercise_id: number | string };

/** `{ id, kind }` of a sheet target. */
function targetOf(target: SheetTarget) {
  return 'exam_id' in target
    ? { base: `/api/koolskools_exams/${pathSegment(target.exam_id)}`, tag: `exam-${target.exam_id}` }
    : { base: `/api/exercises/${pathSegment(target.exercise_id)}`, tag: `exercise-${target.exercise_id}` };
}

/** Arguments of a check: the sheet and one answer. */
export type CheckAnswerArgs = SheetTarget & CheckExamAnswerPayload;
/** Arguments of a submit: the sheet and every answer given. */
export type SubmitSheetArgs = SheetTarget & SubmitExamPayload;

/**
 * The exam and exercise player (assumed contract, beside call 46: the spec lists exams but no call
 * to read their questions or send the answers; libs/shared/api-clients/README.md, "Assumed
 * contract: the exam and exercise player"). One set of endpoints serves both, by target:
 * `{ exam_id }` → `/api/koolskools_exams/{exam_id}/…`, `{ exercise_id }` → `/api/exercises/{exercise_id}/…`.
 */
export const examPlayerApi = learningApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/koolskools_exams/{exam_id}/sheet/ or /api/exercises/{exercise_id}/sheet/: the sheet,
     * its state for the student, its questions when open (the first read starts the timer).
     */
    getExamSheet: build.query<ExamSheet, SheetTarget>({
      query: (target) => `${targetOf(target).base}/sheet/`,
      responseSchema: domainSchema('learning', 'getExamSheetResponseSchema'),
      providesTags: (_result, _error, target) => [{ type: 'ExamSheets', id: targetOf(target).tag }],
    }),
    /**
     * POST …/check/ (immediate mode only): one answer checked and kept by the server; answers its
     * correction. The cached sheet gets the check, so the answer stays locked without a refetch.
     */
    checkExamAnswer: build.mutation<AnswerCheck, CheckAnswerArgs>({
      query: (args) => {
        const { base } = targetOf(args);
        const {
          exam_id: _exam,
          exercise_id: _exercise,
          ...answer
        } = args as CheckAnswerArgs & {
          exam_id?: unknown;
          exercise_id?: unknown;
        };
        return { url: `${base}/check/`, method: 'POST', body: answer };
      },
      responseSchema: domainSchema('learning', 'checkExamAnswerResponseSchema'),
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        const target: SheetTarget =
          'exam_id' in args
            ? { exam_id: args.exam_id }
            : { exercise_id: (args as { exercise_id: number }).exercise_id };
        dispatch(
          examPlayerApi.util.updateQueryData('getExamSheet', target, (sheet) => {
            sheet.checks = [...sheet.checks.filter((c) => c.question_id !== data.question_id), data];
          }),
        );
      },
    }),
    /**
     * POST …/submit/ with every answer: the graded result (`null` when a 2xx answer is not the
     * result: the refetched sheet then carries it). An exam is submitted once: a second submit is
     * refused with §8 'You are already submitting this exam!' (409, or a 2xx `error`).
     */
    submitExam: build.mutation<ExamResult | null, SubmitSheetArgs>({
      query: (args) => ({ url: `${targetOf(args).base}/submit/`, method: 'POST', body: { answers: args.answers } }),
      rawResponseSchema: writeSchema('learning', 'submitExamResponseSchema'),
      extraOptions: { appErrors: true },
      invalidatesTags: (_result, _error, target) => [
        { type: 'ExamSheets', id: targetOf(target).tag },
        { type: 'Exams', id: 'LIST' },
      ],
    }),
  }),
});

/** Hooks of the exam and exercise player. */
export const { useGetExamSheetQuery, useCheckExamAnswerMutation, useSubmitExamMutation } = examPlayerApi;
