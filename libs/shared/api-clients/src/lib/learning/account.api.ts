import {
  type ChangePasswordPayload,
  type ChildRegistrationPayload,
  type ChildUpdatePayload,
  type ChildrenResponse,
  type ForgotPasswordPayload,
  type LinkStudentSchoolPayload,
  normaliseLearningLoginError,
  type ParentRegistrationPayload,
  type ProfessorRegistrationPayload,
  type SchoolRegistrationPayload,
  type LearningLoginError,
  type LevelGroup,
  type LevelGroupsResponse,
  type LoginPayload,
  type ParentChild,
  type RegistrationPayload,
} from '@kk/domain';
import { fromSchemaError, isApiError, type ApiError } from '../core/errors';
import { domainSchema, writeSchema } from '../core/schema';
import { learningApi } from './learning-api';
import { pathSegment, productSegment } from './endpoint-helpers';

/**
 * A failed learning-platform login: the ApiError of the call plus the §8 normalised error
 * (`login`), so screens show the exact message with `learningLoginErrorMessageKey(error.login)`.
 */
export interface LearningLoginFailure extends ApiError {
  /** The normalised §8 login error. */
  login: LearningLoginError;
}

/** The normalised login error of whatever `learningLogin` failed with (anything unknown is invalid credentials). */
export function learningLoginErrorOf(error: unknown): LearningLoginError {
  if (isApiError(error) && 'login' in error) return (error as LearningLoginFailure).login;
  return normaliseLearningLoginError(isApiError(error) ? error.data : undefined);
}

/**
 * Account calls of the learning platform: registrations (calls 31–35), login (36), level groups
 * (37), link to a school (38), forgot password (39), current level (48), child update (49) and
 * password change (52), and the parent's children (assumed). Writes pass `appErrors`, so a 200 answer carrying an `error` field fails
 * like an error status (registration: 'Identifiant déjà utilisé', §8).
 */
export const accountApi = learningApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /{product}/global_register_api (call 31, no token): returns the username and password to log in with. */
    registerLearningUser: build.mutation({
      query: (body: RegistrationPayload) => ({ url: `/${productSegment()}/global_register_api`, method: 'POST', body }),
      extraOptions: { auth: 'none', appErrors: true },
      responseSchema: domainSchema('common', 'registrationResultSchema'),
    }),
    /** POST /api/koolskools/v1/account/parent_registration/ (call 32). */
    registerParent: build.mutation({
      query: (body: ParentRegistrationPayload) => ({
        url: '/api/koolskools/v1/account/parent_registration/',
        method: 'POST',
        body,
      }),
      extraOptions: { appErrors: true },
      responseSchema: domainSchema('common', 'registrationResultSchema'),
    }),
    /** POST /api/koolskools/v1/account/school_registration/ (call 33). */
    registerSchool: build.mutation({
      query: (body: SchoolRegistrationPayload) => ({
        url: '/api/koolskools/v1/account/school_registration/',
        method: 'POST',
        body,
      }),
      extraOptions: { appErrors: true },
      responseSchema: domainSchema('common', 'registrationResultSchema'),
    }),
    /** POST /api/koolskools/v1/account/professor_registration/ (call 34). */
    registerProfessor: build.mutation({
      query: (body: ProfessorRegistrationPayload) => ({
        url: '/api/koolskools/v1/account/professor_registration/',
        method: 'POST',
        body,
      }),
      extraOptions: { appErrors: true },
      responseSchema: domainSchema('common', 'registrationResultSchema'),
    }),
    /** POST /api/koolskools/v1/account/child_register/ (call 35): a signed-in parent adds a child. */
    registerChild: build.mutation({
      query: (body: ChildRegistrationPayload) => ({
        url: '/api/koolskools/v1/account/child_register/',
        method: 'POST',
        body,
      }),
      extraOptions: { appErrors: true },
      responseSchema: domainSchema('learning', 'childRegistrationResponseSchema'),
      invalidatesTags: [{ type: 'Children', id: 'LIST' }],
    }),
    /**
     * POST /api/{product}/v1/account/login_with_token/ (call 36). Every failure, whether an error
     * status or a 200 answer carrying the §3 `error` field, rejects with a {@link LearningLoginFailure}.
     */
    learningLogin: build.mutation({
      query: (body: LoginPayload) => ({
        url: `/api/${productSegment()}/v1/account/login_with_token/`,
        method: 'POST',
        body,
      }),
      // A 200 answer carrying the §3 `error` field is a failure too (`app` error).
      extraOptions: { appErrors: true },
      responseSchema: domainSchema('common', 'loginResponseSchema'),
      transformErrorResponse: (error: ApiError): LearningLoginFailure => ({
        ...error,
        login: normaliseLearningLoginError(error.data),
      }),
      // An answer that does not fit the login response (a contract break) still ends the login:
      // the UI shows the "anything else" message.
      catchSchemaFailure: (failure, info): LearningLoginFailure => ({
        ...fromSchemaError(failure, info.endpoint),
        login: normaliseLearningLoginError(failure.value),
      }),
    }),
    /**
     * GET /{product}/api/levels_groups_api (call 37): the `levels_groups` list. The session lib stores
     * it under `level_groups` and fires `store_level_groups`.
     */
    getLevelGroups: build.query<LevelGroup[], void>({
      query: () => `/${productSegment()}/api/levels_groups_api`,
      rawResponseSchema: domainSchema('common', 'levelGroupsResponseSchema'),
      // Its schema is the common area's (the shop's start asks for it): no learning schemas to fetch.
      extraOptions: { schemaArea: 'common' },
      transformResponse: (response: LevelGroupsResponse) => response.levels_groups,
      providesTags: [{ type: 'LevelGroups', id: 'LIST' }],
    }),
    /** POST /ajax/link_std_sc (call 38): attach a student to a school by Massar code. */
    linkStudentToSchool: build.mutation({
      query: (body: LinkStudentSchoolPayload) => ({ url: '/ajax/link_std_sc', method: 'POST', body }),
      extraOptions: { appErrors: true },
      responseSchema: writeSchema('learning', 'linkStudentSchoolResponseSchema'),
      // A parent linking a child (`child_id`, assumed) changes that child's school in the children list.
      invalidatesTags: [
        { type: 'Profile', id: 'ME' },
        { type: 'Children', id: 'LIST' },
      ],
    }),
    /** POST /api/koolskools/v1/account/forgot_password/ (call 39). */
    forgotPassword: build.mutation({
      query: (body: ForgotPasswordPayload) => ({
        url: '/api/koolskools/v1/account/forgot_password/',
        method: 'POST',
        body,
      }),
      extraOptions: { appErrors: true },
      responseSchema: domainSchema('learning', 'successResponseSchema'),
    }),
    /** POST /change_current_level/ (call 48): answers `current_level`, which the session stores in the user (§4). */
    changeCurrentLevel: build.mutation({
      query: (levelId: number) => ({ url: '/change_current_level/', method: 'POST', body: { level_id: levelId } }),
      responseSchema: domainSchema('learning', 'changeCurrentLevelResponseSchema'),
      invalidatesTags: [
        { type: 'Profile', id: 'ME' },
        'Tasks',
        'Challenges',
        'Activities',
        'Exams',
        'Chapters',
        'Courses',
        'Exercises',
      ],
    }),
    /**
     * GET /api/koolskools/v1/children/ (assumed: the spec has no call listing a parent's children,
     * see the README's "Assumed contract: the parents' space"): the signed-in parent's children,
     * with their level and school. Another account type is refused (403).
     */
    getChildren: build.query<ParentChild[], void>({
      query: () => '/api/koolskools/v1/children/',
      rawResponseSchema: domainSchema('learning', 'childrenResponseSchema'),
      transformResponse: (response: ChildrenResponse) => response.children,
      providesTags: (children = []) => [
        { type: 'Children', id: 'LIST' },
        ...children.map((c) => ({ type: 'Children' as const, id: String(c.id) })),
      ],
    }),
    /** POST /api/koolskools/v1/child/{id}/ (call 49): update a child. */
    updateChild: build.mutation({
      query: ({ id, ...body }: ChildUpdatePayload & { id: number | string }) => ({
        url: `/api/koolskools/v1/child/${pathSegment(id)}/`,
        method: 'POST',
        body,
      }),
      responseSchema: writeSchema('learning', 'childSchema'),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Children', id: String(id) },
        { type: 'Children', id: 'LIST' },
      ],
    }),
    /** POST /api/koolskools/changepassword/ (call 52). */
    changePassword: build.mutation({
      query: (body: ChangePasswordPayload) => ({ url: '/api/koolskools/changepassword/', method: 'POST', body }),
      extraOptions: { appErrors: true },
      responseSchema: domainSchema('learning', 'successResponseSchema'),
    }),
  }),
});

/** Hooks of the learning account endpoints. */
export const {
  useRegisterLearningUserMutation,
  useRegisterParentMutation,
  useRegisterSchoolMutation,
  useRegisterProfessorMutation,
  useRegisterChildMutation,
  useLearningLoginMutation,
  useGetLevelGroupsQuery,
  useLinkStudentToSchoolMutation,
  useForgotPasswordMutation,
  useChangeCurrentLevelMutation,
  useGetChildrenQuery,
  useUpdateChildMutation,
  useChangePasswordMutation,
} = accountApi;
