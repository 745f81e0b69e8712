import {
  type ExerciseCategoriesResponse,
  type ExerciseCategory,
  type ExerciseCategoryPayload,
  type ReclamationType,
  type ReclamationTypesResponse,
  type ReclamationTypePayload,
  type SchoolChapter,
  type SchoolChapterPayload,
  type SchoolChaptersQuery,
  type SchoolChaptersResponse,
  type SchoolLessonPayload,
  type SchoolSubjectPayload,
  type TextbookEntry,
  type TextbookPayload,
  type TextbookResponse,
} from '@kk/domain';
import { domainSchema, writeSchema } from '../core/schema';
import { schoolApi, schoolExtra, schoolPost } from './school-api';

/** A chapter payload without its delete form (deletion is its own call). */
type ChapterSaveAction = Exclude<SchoolChapterPayload, { action: 'delete' }>;

/**
 * The school's programme: subjects ("subjects add/edit/delete"), chapters (67, 82, "chapter
 * delete"), lessons (86), exercise categories (63), reclamation types (88) and the textbook
 * ("textbook and textbook validate").
 */
export const curriculumApi = schoolApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /exercises_categories_handler (call 63). */
    getExerciseCategories: build.query<ExerciseCategory[], void>({
      query: () => '/exercises_categories_handler',
      extraOptions: schoolExtra,
      rawResponseSchema: domainSchema('school', 'exerciseCategoriesResponseSchema'),
      transformResponse: (response: ExerciseCategoriesResponse) => response.categories,
      providesTags: [{ type: 'ExerciseCategories', id: 'LIST' }],
    }),
    /**
     * POST /exercises_categories_handler (assumed, "School settings"): add/edit/delete a category of
     * the school; one holding exercises is not deleted (400 `category_in_use`).
     */
    saveExerciseCategory: build.mutation({
      ...schoolPost<ExerciseCategoryPayload>('/exercises_categories_handler'),
      responseSchema: writeSchema('school', 'mutationResultSchema'),
      invalidatesTags: [{ type: 'ExerciseCategories', id: 'LIST' }],
    }),
    /** Subjects add/edit/delete (named without a path): POST /schools_subject_handler with `action`. */
    saveSchoolSubject: build.mutation({
      ...schoolPost<SchoolSubjectPayload>('/schools_subject_handler'),
      responseSchema: writeSchema('school', 'mutationResultSchema'),
      invalidatesTags: [
        { type: 'Subjects', id: 'LIST' },
        { type: 'Chapters', id: 'LIST' },
      ],
    }),
    /** GET /schools_chapter_handler (call 67), by subject and level, lessons included. */
    getSchoolChapters: build.query<SchoolChapter[], SchoolChaptersQuery | void>({
      query: (args) => ({ url: '/schools_chapter_handler', params: { ...args } }),
      extraOptions: schoolExtra,
      rawResponseSchema: domainSchema('school', 'schoolChaptersResponseSchema'),
      transformResponse: (response: SchoolChaptersResponse) => response.chapters,
      providesTags: [{ type: 'Chapters', id: 'LIST' }],
    }),
    /** POST /schools_chapter_handler (call 82): add or edit a chapter. */
    saveSchoolChapter: build.mutation({
      ...schoolPost<ChapterSaveAction>('/schools_chapter_handler'),
      responseSchema: writeSchema('school', 'mutationResultSchema'),
      invalidatesTags: [{ type: 'Chapters', id: 'LIST' }],
    }),
    /** Chapter delete (named without a path): POST /schools_chapter_handler with `action: 'delete'`. */
    deleteSchoolChapter: build.mutation({
      query: (id: number) => ({ url: '/schools_chapter_handler', method: 'POST', body: { action: 'delete', id } }),
      extraOptions: schoolExtra,
      responseSchema: writeSchema('school', 'mutationResultSchema'),
      invalidatesTags: [{ type: 'Chapters', id: 'LIST' }],
    }),
    /** POST /school_lesson_handler (call 86): add/edit/delete a lesson; lessons are listed in their chapter. */
    saveSchoolLesson: build.mutation({
      ...schoolPost<SchoolLessonPayload>('/school_lesson_handler'),
      responseSchema: writeSchema('school', 'mutationResultSchema'),
      invalidatesTags: [
        { type: 'Lessons', id: 'LIST' },
        { type: 'Chapters', id: 'LIST' },
      ],
    }),
    /** GET /schools_reclamation_type_handler (assumed, "School settings"): the school's reclamation types. */
    getReclamationTypes: build.query<ReclamationType[], void>({
      query: () => '/schools_reclamation_type_handler',
      extraOptions: schoolExtra,
      rawResponseSchema: domainSchema('school', 'reclamationTypesResponseSchema'),
      transformResponse: (response: ReclamationTypesResponse) => response.reclamation_types,
      providesTags: [{ type: 'ReclamationTypes', id: 'LIST' }],
    }),
    /** POST /schools_reclamation_type_handler (call 88): add/edit/delete a reclamation type. */
    saveReclamationType: build.mutation({
      ...schoolPost<ReclamationTypePayload>('/schools_reclamation_type_handler'),
      responseSchema: writeSchema('school', 'mutationResultSchema'),
      invalidatesTags: [{ type: 'ReclamationTypes', id: 'LIST' }],
    }),
    /** Textbook (named without a path): GET /schools_textbook_handler, a class's entries, optionally one subject. */
    getTextbook: build.query<TextbookEntry[], { class_id: number; subject_id?: number }>({
      query: (args) => ({ url: '/schools_textbook_handler', params: { ...args } }),
      extraOptions: schoolExtra,
      rawResponseSchema: domainSchema('school', 'textbookResponseSchema'),
      transformResponse: (response: TextbookResponse) => response.textbook,
      providesTags: [{ type: 'Textbooks', id: 'LIST' }],
    }),
    /** Textbook (named without a path): POST /schools_textbook_handler, add/edit/delete an entry. */
    saveTextbookEntry: build.mutation({
      ...schoolPost<TextbookPayload>('/schools_textbook_handler'),
      responseSchema: writeSchema('school', 'mutationResultSchema'),
      invalidatesTags: [{ type: 'Textbooks', id: 'LIST' }],
    }),
    /** Textbook validate (named without a path): POST /schools_textbook_handler/validate; answers the entry. */
    validateTextbookEntry: build.mutation({
      query: (id: number) => ({ url: '/schools_textbook_handler/validate', method: 'POST', body: { id } }),
      extraOptions: schoolExtra,
      responseSchema: writeSchema('school', 'textbookEntrySchema'),
      invalidatesTags: [{ type: 'Textbooks', id: 'LIST' }],
    }),
  }),
});

/** Hooks of the curriculum endpoints. */
export const {
  useGetExerciseCategoriesQuery,
  useSaveSchoolSubjectMutation,
  useGetSchoolChaptersQuery,
  useSaveSchoolChapterMutation,
  useDeleteSchoolChapterMutation,
  useSaveSchoolLessonMutation,
  useGetReclamationTypesQuery,
  useSaveReclamationTypeMutation,
  useSaveExerciseCategoryMutation,
  useGetTextbookQuery,
  useSaveTextbookEntryMutation,
  useValidateTextbookEntryMutation,
} = curriculumApi;
