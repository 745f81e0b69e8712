import {
  type ScheduleQuery,
  type SchoolProfessor,
  type SchoolProfessorsResponse,
  type SeancePayload,
  type SeancesByDayQuery,
} from '@kk/domain';
import { domainSchema, writeSchema } from '../core/schema';
import { schoolApi, schoolExtra, schoolPost } from './school-api';

/** Schedules: the week by day (call 61), "seances per day" and saving a seance. */
export const scheduleApi = schoolApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /schedule_by_day (call 61) with `date`, `class_id` or `professor_id` as query. */
    getScheduleByDay: build.query({
      query: (args: ScheduleQuery | void) => ({ url: '/schedule_by_day', params: { ...args } }),
      extraOptions: schoolExtra,
      responseSchema: domainSchema('school', 'scheduleByDaySchema'),
      providesTags: [{ type: 'Schedule', id: 'LIST' }],
    }),
    /** Seances per day (named without a path): GET /seances_by_day, beside /schedule_by_day, with `date` and `class_id`. */
    getSeancesByDay: build.query({
      query: (args: SeancesByDayQuery) => ({ url: '/seances_by_day', params: { ...args } }),
      extraOptions: schoolExtra,
      responseSchema: domainSchema('school', 'seancesByDaySchema'),
      providesTags: [{ type: 'Seances', id: 'LIST' }],
    }),
    /**
     * Saves a seance (our addition, so the §9 seance types and update scopes have a call): POST
     * /seances_by_day with `action` add, edit or delete and, for edit and delete, the update scope.
     */
    saveSeance: build.mutation({
      ...schoolPost<SeancePayload>('/seances_by_day'),
      responseSchema: writeSchema('school', 'mutationResultSchema'),
      invalidatesTags: [
        { type: 'Seances', id: 'LIST' },
        { type: 'Schedule', id: 'LIST' },
      ],
    }),
    /**
     * The school's professors (assumed, issue 16: §7 has no list of them), for the seance form:
     * GET /schools_professor_handler, `{ professors: [{ id, name, subject_ids }] }`.
     */
    getSchoolProfessors: build.query<SchoolProfessor[], void>({
      query: () => '/schools_professor_handler',
      extraOptions: schoolExtra,
      rawResponseSchema: domainSchema('school', 'schoolProfessorsResponseSchema'),
      transformResponse: (response: SchoolProfessorsResponse) => response.professors,
    }),
  }),
});

/** Hooks of the schedule endpoints. */
export const { useGetScheduleByDayQuery, useGetSeancesByDayQuery, useSaveSeanceMutation, useGetSchoolProfessorsQuery } =
  scheduleApi;
