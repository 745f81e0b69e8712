import {
  type ActivitiesResponse,
  type Activity,
  type Chapter,
  type ChaptersResponse,
  type Exam,
  type ExamsResponse,
  type ExerciseStep,
  type ExerciseStepsResponse,
  type LearningListQuery,
} from '@kk/domain';
import { domainSchema } from '../core/schema';
import { learningApi } from './learning-api';
import { pathSegment } from './endpoint-helpers';

/** Arguments of the xblock student view (call 47). */
export interface XBlockArgs {
  /** `{course}`: the course key. */
  course: string;
  /** `{block}`: the block usage id. */
  block: string;
  /** Query: language of the content (the UI language). */
  lang?: string;
}

/** Arguments of GET /api/chapters/{a}/{b} (call 58): we read `{a}` as the level and `{b}` as the subject. */
export interface ChaptersArgs {
  /** `{a}`: level id. */
  a: number | string;
  /** `{b}`: subject id. */
  b: number | string;
}

/**
 * Learning content: activities (45), exams (46), xblock student view (47), exercise levels (55),
 * chapters (58), course (59), exercises of a stage (60).
 *
 * Chapters and exercises_of_stage rethrow errors unchanged (§8): no `transformErrorResponse`, no
 * `onQueryStarted` handling; the hook's `error` is the call's original `ApiError` and
 * `unwrap()` rejects with that same object.
 */
export const contentApi = learningApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/koolskools_activities/ (call 45) with `level_id` / `subject_id` as query. */
    getActivities: build.query<Activity[], LearningListQuery | void>({
      query: (args) => ({ url: '/api/koolskools_activities/', params: { ...args } }),
      rawResponseSchema: domainSchema('learning', 'activitiesResponseSchema'),
      transformResponse: (response: ActivitiesResponse) => response.activities,
      providesTags: [{ type: 'Activities', id: 'LIST' }],
    }),
    /** GET /api/koolskools_exams/ (call 46) with `level_id` / `subject_id` as query. */
    getExams: build.query<Exam[], LearningListQuery | void>({
      query: (args) => ({ url: '/api/koolskools_exams/', params: { ...args } }),
      rawResponseSchema: domainSchema('learning', 'examsResponseSchema'),
      transformResponse: (response: ExamsResponse) => response.exams,
      providesTags: [{ type: 'Exams', id: 'LIST' }],
    }),
    /** GET /courses/{course}/xblock/{block}/view/student_view (call 47) with `lang` as query. */
    getXBlockStudentView: build.query({
      query: ({ course, block, lang }: XBlockArgs) => ({
        url: `/courses/${pathSegment(course)}/xblock/${pathSegment(block)}/view/student_view`,
        params: { lang },
      }),
      responseSchema: domainSchema('learning', 'xBlockStudentViewSchema'),
      providesTags: (_result, _error, { block }) => [{ type: 'Courses', id: `block-${block}` }],
    }),
    /** GET /get_exercice_level/ (call 55) with `exercise_id` as query. */
    getExerciseSteps: build.query<ExerciseStep[], { exercise_id: number }>({
      query: ({ exercise_id }) => ({ url: '/get_exercice_level/', params: { exercise_id } }),
      rawResponseSchema: domainSchema('learning', 'exerciseStepsResponseSchema'),
      transformResponse: (response: ExerciseStepsResponse) => response.exercise_levels,
      providesTags: (_result, _error, { exercise_id }) => [{ type: 'Exercises', id: `levels-${exercise_id}` }],
    }),
    /** GET /api/chapters/{a}/{b} (call 58). Errors are rethrown unchanged. */
    getChapters: build.query<Chapter[], ChaptersArgs>({
      query: ({ a, b }) => `/api/chapters/${pathSegment(a)}/${pathSegment(b)}`,
      rawResponseSchema: domainSchema('learning', 'chaptersResponseSchema'),
      transformResponse: (response: ChaptersResponse) => response.chapters,
      providesTags: [{ type: 'Chapters', id: 'LIST' }],
    }),
    /** GET /api/courses/{id} (call 59). */
    getCourse: build.query({
      query: (id: number | string) => `/api/courses/${pathSegment(id)}`,
      responseSchema: domainSchema('learning', 'courseSchema'),
      providesTags: (_result, _error, id) => [{ type: 'Courses', id: String(id) }],
    }),
    /** GET /api/exercises_of_stage/{id} (call 60). Errors are rethrown unchanged. */
    getExercisesOfStage: build.query({
      query: (id: number | string) => `/api/exercises_of_stage/${pathSegment(id)}`,
      responseSchema: domainSchema('learning', 'exercisesOfStageResponseSchema'),
      providesTags: (_result, _error, id) => [{ type: 'Exercises', id: `stage-${id}` }],
    }),
  }),
});

/** Hooks of the learning content endpoints. */
export const {
  useGetActivitiesQuery,
  useGetExamsQuery,
  useGetXBlockStudentViewQuery,
  useGetExerciseStepsQuery,
  useGetChaptersQuery,
  useGetCourseQuery,
  useGetExercisesOfStageQuery,
} = contentApi;
