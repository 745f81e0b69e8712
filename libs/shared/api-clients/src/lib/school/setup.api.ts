import type { ClassPayload, ScholarYearPayload, SchoolSubject, SchoolSubjectsResponse } from '@kk/domain';
import { domainSchema, writeSchema } from '../core/schema';
import { schoolApi, schoolExtra, schoolPost } from './school-api';

/**
 * The school's setup (issue 16), assumed contract (README, "School setup"): the scholar year and
 * class writes and the read of the school's subjects, which the spec names only as reads or writes.
 */
export const setupApi = schoolApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /schools_scholar_years_handler (assumed): add/edit/delete a scholar year. */
    saveScholarYear: build.mutation({
      ...schoolPost<ScholarYearPayload>('/schools_scholar_years_handler'),
      responseSchema: writeSchema('school', 'mutationResultSchema'),
      // The school's settings name the current year; classes belong to a year.
      invalidatesTags: [
        { type: 'ScholarYears', id: 'LIST' },
        { type: 'Schools', id: 'LIST' },
        { type: 'Classes', id: 'LIST' },
      ],
    }),
    /** POST /api/classes (assumed): add/edit/delete a class. */
    saveClass: build.mutation({
      ...schoolPost<ClassPayload>('/api/classes'),
      responseSchema: writeSchema('school', 'mutationResultSchema'),
      invalidatesTags: [
        { type: 'Classes', id: 'LIST' },
        { type: 'Classes', id: 'PROFESSOR' },
        { type: 'Statistics', id: 'SCHOOL' },
      ],
    }),
    /** GET /schools_subject_handler (assumed): the national subjects of the school's levels and its own. */
    getSchoolSubjects: build.query<SchoolSubject[], void>({
      query: () => '/schools_subject_handler',
      extraOptions: schoolExtra,
      rawResponseSchema: domainSchema('school', 'schoolSubjectsResponseSchema'),
      transformResponse: (response: SchoolSubjectsResponse) => response.subjects,
      providesTags: [{ type: 'Subjects', id: 'LIST' }],
    }),
  }),
});

/** Hooks of the school setup endpoints. */
export const { useSaveScholarYearMutation, useSaveClassMutation, useGetSchoolSubjectsQuery } = setupApi;
