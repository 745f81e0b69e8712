import {
  type ActivateSchoolPayload,
  type CreateInactiveSchoolResponse,
  type RefuseSchoolPayload,
  type School,
  type SchoolRequest,
  type UnlistedSchoolRequest,
} from '@kk/domain';
import { actionGet, actionPost } from '../core/actions';
import { pageParams, pagedListOptions, toPage, type Page } from '../core/paging';
import { domainSchema, writeSchema } from '../core/schema';
import { shopApi } from './shop-api';

/** Search of the schools list: the text typed (name or city, accent-insensitive). */
export interface SchoolSearch {
  /** Search text; empty or missing lists every school. */
  name?: string;
  /**
   * Order of the list (assumed contract, admin lists): a field, `-` first for the other way
   * (`name`, `-city`, `-date_created`). Sent only when set; a backend that ignores it answers in
   * its own order.
   */
  ordering?: string;
}

/**
 * Schools (calls 1–3): the public paged list, one school's page, and the unlisted-school request.
 */
export const schoolsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Infinite list of schools: GET `schools_list_api?action=get_schools&page&page_size=20&name`,
     * no auth. Pages start at 1; paging stops on a short page or an `error` field. Tag `Schools`.
     */
    getSchools: build.infiniteQuery<Page<School>, SchoolSearch, number>({
      infiniteQueryOptions: pagedListOptions,
      query: ({ queryArg, pageParam }) =>
        actionGet('schools_list_api', 'get_schools', {
          ...pageParams(pageParam),
          name: queryArg.name,
          ordering: queryArg.ordering,
        }),
      extraOptions: { auth: 'none' },
      rawResponseSchema: domainSchema('shop', 'schoolsPageSchema'),
      transformResponse: (raw: { schools: School[]; error?: string | null }) => toPage(raw.schools, raw.error),
      providesTags: [{ type: 'Schools', id: 'LIST' }],
    }),
    /**
     * One school with its level groups: GET `schools_api?action=get_school_info&school_id`, token
     * when signed in (visitors may read it). Tag `School`/id.
     */
    getSchoolInfo: build.query<School, number>({
      query: (schoolId) => actionGet('schools_api', 'get_school_info', { school_id: schoolId }),
      rawResponseSchema: domainSchema('shop', 'schoolInfoResponseSchema'),
      transformResponse: (raw: { school: School }) => raw.school,
      providesTags: (_result, _error, schoolId) => [{ type: 'School', id: schoolId }],
    }),
    /**
     * Unlisted-school request: POST `schools_api` `{ action: 'create_inactive', name, city,
     * level, file_url }`, token. A 2xx body with `error` is an `app` error.
     */
    createInactiveSchool: build.mutation<CreateInactiveSchoolResponse | null, UnlistedSchoolRequest>({
      query: (request) => actionPost('schools_api', 'create_inactive', request),
      extraOptions: { appErrors: true },
      rawResponseSchema: writeSchema('shop', 'createInactiveSchoolResponseSchema'),
      invalidatesTags: [{ type: 'SchoolRequests', id: 'LIST' }, 'Dashboard'],
    }),
    /**
     * The unlisted-school requests waiting for the admin (assumed contract): GET
     * `schools_api?action=get_inactive_schools&page&page_size=20&name`, admin token. Newest first,
     * with who asked, the level's name and the attached file. Tag `SchoolRequests`.
     */
    getSchoolRequests: build.infiniteQuery<Page<SchoolRequest>, SchoolSearch, number>({
      infiniteQueryOptions: pagedListOptions,
      query: ({ queryArg, pageParam }) =>
        actionGet('schools_api', 'get_inactive_schools', {
          ...pageParams(pageParam),
          name: queryArg.name,
          ordering: queryArg.ordering,
        }),
      rawResponseSchema: domainSchema('shop', 'schoolRequestsPageSchema'),
      transformResponse: (raw: { school_requests: SchoolRequest[]; error?: string | null }) =>
        toPage(raw.school_requests, raw.error),
      providesTags: [{ type: 'SchoolRequests', id: 'LIST' }],
    }),
    /**
     * Activates a request as a listed school (assumed contract): POST `schools_api` `{ action:
     * 'activate_school', id, name, city, address, phone_number, levels }`, admin. Answers `{ school }`
     * (null when the 2xx body says less). Refreshes the requests, the schools list and the dashboard.
     */
    activateSchool: build.mutation<School | null, ActivateSchoolPayload>({
      query: (payload) => actionPost('schools_api', 'activate_school', payload),
      extraOptions: { appErrors: true },
      rawResponseSchema: writeSchema('shop', 'activateSchoolResponseSchema'),
      transformResponse: (raw: { school: School } | null) => raw?.school ?? null,
      invalidatesTags: [{ type: 'SchoolRequests', id: 'LIST' }, { type: 'Schools', id: 'LIST' }, 'Dashboard'],
    }),
    /**
     * Refuses a request with a reason (assumed contract): POST `schools_api` `{ action:
     * 'refuse_school', id, reason }`, admin. Refreshes the requests and the dashboard.
     */
    refuseSchool: build.mutation<unknown, RefuseSchoolPayload>({
      query: (payload) => actionPost('schools_api', 'refuse_school', payload),
      extraOptions: { appErrors: true },
      rawResponseSchema: writeSchema('shop', 'refuseSchoolResponseSchema'),
      invalidatesTags: [{ type: 'SchoolRequests', id: 'LIST' }, 'Dashboard'],
    }),
  }),
});

/** Hooks of the school endpoints. */
export const {
  useGetSchoolsInfiniteQuery,
  useGetSchoolInfoQuery,
  useCreateInactiveSchoolMutation,
  useGetSchoolRequestsInfiniteQuery,
  useActivateSchoolMutation,
  useRefuseSchoolMutation,
} = schoolsApi;
