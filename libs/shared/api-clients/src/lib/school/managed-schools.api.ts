import {
  schoolFileUploadResponseSchema,
  type AddSchoolPayload,
  type BecomeSchoolAdminResponse,
  type ManagedSchool,
  type ManagedSchoolsResponse,
  type SchoolFileUploadResponse,
  type SchoolLogoDeletePayload,
  type SchoolLogoUpdatePayload,
  type SchoolSettingsDeletePayload,
  type SchoolSettingsUpdatePayload,
} from '@kk/domain';
import { domainSchema, writeSchema } from '../core/schema';
import { selectToken, sessionExpired } from '../core/session-events';
import { settleUpload, uploadMultipart, type UploadArgs } from '../core/upload';
import { schoolApi, schoolExtra, schoolPost } from './school-api';

/** Tags of everything shown about the managed schools (the settings live inside each school). */
const schoolTags = [
  { type: 'Schools' as const, id: 'LIST' },
  { type: 'Settings' as const, id: 'LIST' },
];

/**
 * The managed schools (65, 78), their settings (79, 80) and logo ("logo update and delete"),
 * becoming a school administrator (94) and the school statistics ("statistics").
 */
export const managedSchoolsApi = schoolApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/schools (call 65): the schools the signed-in user manages, settings included. */
    getManagedSchools: build.query<ManagedSchool[], void>({
      query: () => '/api/schools',
      extraOptions: schoolExtra,
      rawResponseSchema: domainSchema('school', 'managedSchoolsResponseSchema'),
      transformResponse: (response: ManagedSchoolsResponse) => response.schools,
      providesTags: schoolTags,
    }),
    /** POST /api/add_school (call 78): answers the new school. */
    addSchool: build.mutation({
      ...schoolPost<AddSchoolPayload>('/api/add_school'),
      responseSchema: writeSchema('school', 'managedSchoolSchema'),
      invalidatesTags: schoolTags,
    }),
    /** POST /school_view/sc_settings/update (call 79): answers the school's settings. */
    updateSchoolSettings: build.mutation({
      ...schoolPost<SchoolSettingsUpdatePayload>('/school_view/sc_settings/update'),
      responseSchema: writeSchema('school', 'schoolSettingsSchema'),
      // The scholar years' `is_current` follows the settings (assumed contract, "School setup").
      invalidatesTags: [...schoolTags, { type: 'ScholarYears', id: 'LIST' }],
    }),
    /** POST /school_view/sc_settings/delete (call 80): resets the named settings; answers the settings. */
    deleteSchoolSettings: build.mutation({
      ...schoolPost<SchoolSettingsDeletePayload>('/school_view/sc_settings/delete'),
      responseSchema: writeSchema('school', 'schoolSettingsSchema'),
      invalidatesTags: schoolTags,
    }),
    /**
     * POST /api/school_file_upload (call 81): multipart `file`, its name prefixed with a timestamp,
     * progress through `onProgress` (XMLHttpRequest); answers `{ url, name }`. Like every
     * school-management call, a 401 clears the stored session.
     */
    uploadSchoolFile: build.mutation<SchoolFileUploadResponse, UploadArgs>({
      queryFn: async ({ file, onProgress }, api) => {
        const result = await settleUpload(
          uploadMultipart({
            path: '/api/school_file_upload',
            file,
            schema: schoolFileUploadResponseSchema,
            endpoint: 'uploadSchoolFile',
            scheme: 'bearer',
            token: selectToken(api.getState()),
            onProgress,
            signal: api.signal,
          }),
        );
        // The upload bypasses the base query, so it applies schoolExtra's rule itself.
        if ('error' in result && result.error.status === 401) {
          api.dispatch(sessionExpired({ endpoint: 'uploadSchoolFile' }));
        }
        return result;
      },
    }),
    /**
     * Logo update (named without a path): POST /school_view/sc_logo/update, beside the settings
     * calls, with a URL from the school file upload (call 81).
     */
    updateSchoolLogo: build.mutation({
      ...schoolPost<SchoolLogoUpdatePayload>('/school_view/sc_logo/update'),
      responseSchema: writeSchema('school', 'schoolLogoResponseSchema'),
      invalidatesTags: schoolTags,
    }),
    /** Logo delete (named without a path): POST /school_view/sc_logo/delete. */
    deleteSchoolLogo: build.mutation({
      ...schoolPost<SchoolLogoDeletePayload>('/school_view/sc_logo/delete'),
      responseSchema: writeSchema('school', 'schoolLogoResponseSchema'),
      invalidatesTags: schoolTags,
    }),
    /**
     * POST /users/become_school_admin (call 94, empty body): the user becomes a school administrator
     * (`sc_ad`). The session lib updates the stored user's account type from the answer.
     */
    becomeSchoolAdmin: build.mutation<BecomeSchoolAdminResponse, void>({
      query: () => ({ url: '/users/become_school_admin', method: 'POST' }),
      extraOptions: schoolExtra,
      responseSchema: domainSchema('school', 'becomeSchoolAdminResponseSchema'),
      invalidatesTags: schoolTags,
    }),
    /**
     * Statistics (named without a path): GET /schools_statistics_handler, beside the other
     * `schools_*_handler` reads, for the current scholar year or the one given.
     */
    getSchoolStatistics: build.query({
      query: (args: { scholar_year_id?: number } | void) => ({
        url: '/schools_statistics_handler',
        params: { ...args },
      }),
      extraOptions: schoolExtra,
      responseSchema: domainSchema('school', 'schoolStatisticsSchema'),
      providesTags: [{ type: 'Statistics', id: 'SCHOOL' }],
    }),
  }),
});

/** Hooks of the managed-school endpoints. */
export const {
  useGetManagedSchoolsQuery,
  useAddSchoolMutation,
  useUpdateSchoolSettingsMutation,
  useDeleteSchoolSettingsMutation,
  useUploadSchoolFileMutation,
  useUpdateSchoolLogoMutation,
  useDeleteSchoolLogoMutation,
  useBecomeSchoolAdminMutation,
  useGetSchoolStatisticsQuery,
} = managedSchoolsApi;
