import {
  type Appreciation,
  type AppreciationPayload,
  type AppreciationsResponse,
  type CompetenciesResponse,
  type Competency,
  type ChildQuery,
  type CompetencyPayload,
  type Control,
  type ControlPayload,
  type ControlsResponse,
  type Evaluation,
  type EvaluationPayload,
  type EvaluationsResponse,
  type GradesQuery,
  type SubjectLevelQuery,
} from '@kk/domain';
import { domainSchema, writeSchema } from '../core/schema';
import { schoolApi, schoolExtra, schoolPost } from './school-api';

/** Competencies (68, 83), controls (69, 84, 85), evaluations (73, 91) and appreciations (74, 92). */
export const evaluationsApi = schoolApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /schools_competency_handler (call 68), by subject and level. */
    getCompetencies: build.query<Competency[], SubjectLevelQuery | void>({
      query: (args) => ({ url: '/schools_competency_handler', params: { ...args } }),
      extraOptions: schoolExtra,
      rawResponseSchema: domainSchema('school', 'competenciesResponseSchema'),
      transformResponse: (response: CompetenciesResponse) => response.competencies,
      providesTags: [{ type: 'Competencies', id: 'LIST' }],
    }),
    /** POST /schools_competency_handler (call 83): add/edit/delete a competency. */
    saveCompetency: build.mutation({
      ...schoolPost<CompetencyPayload>('/schools_competency_handler'),
      responseSchema: writeSchema('school', 'mutationResultSchema'),
      invalidatesTags: [{ type: 'Competencies', id: 'LIST' }],
    }),
    /** GET /professor_control_handler (call 69), by class and subject (a parent: a child's class, `child_id`). */
    getControls: build.query<Control[], ({ class_id?: number; subject_id?: number } & ChildQuery) | void>({
      query: (args) => ({ url: '/professor_control_handler', params: { ...args } }),
      extraOptions: schoolExtra,
      rawResponseSchema: domainSchema('school', 'controlsResponseSchema'),
      transformResponse: (response: ControlsResponse) => response.controls,
      providesTags: [{ type: 'Controls', id: 'LIST' }],
    }),
    /** POST /professor_control_handler (call 84): a professor adds/edits/deletes a control. */
    saveProfessorControl: build.mutation({
      ...schoolPost<ControlPayload>('/professor_control_handler'),
      responseSchema: writeSchema('school', 'mutationResultSchema'),
      invalidatesTags: [
        { type: 'Controls', id: 'LIST' },
        { type: 'Evaluations', id: 'LIST' },
      ],
    }),
    /** POST /school_control_handler (call 85): the school administration adds/edits/deletes a control. */
    saveSchoolControl: build.mutation({
      ...schoolPost<ControlPayload>('/school_control_handler'),
      responseSchema: writeSchema('school', 'mutationResultSchema'),
      invalidatesTags: [
        { type: 'Controls', id: 'LIST' },
        { type: 'Evaluations', id: 'LIST' },
      ],
    }),
    /** GET /school/evaluations (call 73), by class, control or student. */
    getEvaluations: build.query<Evaluation[], GradesQuery | void>({
      query: (args) => ({ url: '/school/evaluations', params: { ...args } }),
      extraOptions: schoolExtra,
      rawResponseSchema: domainSchema('school', 'evaluationsResponseSchema'),
      transformResponse: (response: EvaluationsResponse) => response.evaluations,
      providesTags: [{ type: 'Evaluations', id: 'LIST' }],
    }),
    /** POST /school/evaluations (call 91): add/edit/delete a grade (0 to 20). */
    saveEvaluation: build.mutation({
      ...schoolPost<EvaluationPayload>('/school/evaluations'),
      responseSchema: writeSchema('school', 'mutationResultSchema'),
      invalidatesTags: [
        { type: 'Evaluations', id: 'LIST' },
        { type: 'Statistics', id: 'SCHOOL' },
      ],
    }),
    /** GET /school/appreciations (call 74), by class or student. */
    getAppreciations: build.query<Appreciation[], GradesQuery | void>({
      query: (args) => ({ url: '/school/appreciations', params: { ...args } }),
      extraOptions: schoolExtra,
      rawResponseSchema: domainSchema('school', 'appreciationsResponseSchema'),
      transformResponse: (response: AppreciationsResponse) => response.appreciations,
      providesTags: [{ type: 'Appreciations', id: 'LIST' }],
    }),
    /** POST /school/appreciations (call 92): add/edit/delete an appreciation. */
    saveAppreciation: build.mutation({
      ...schoolPost<AppreciationPayload>('/school/appreciations'),
      responseSchema: writeSchema('school', 'mutationResultSchema'),
      invalidatesTags: [{ type: 'Appreciations', id: 'LIST' }],
    }),
  }),
});

/** Hooks of the evaluation endpoints. */
export const {
  useGetCompetenciesQuery,
  useSaveCompetencyMutation,
  useGetControlsQuery,
  useSaveProfessorControlMutation,
  useSaveSchoolControlMutation,
  useGetEvaluationsQuery,
  useSaveEvaluationMutation,
  useGetAppreciationsQuery,
  useSaveAppreciationMutation,
} = evaluationsApi;
