import { type CreateInactiveSchoolResponse, type School, type UnlistedSchoolRequest } from '@kk/domain';
import { actionGet, actionPost } from '../core/actions';
import { pageParams, pagedListOptions, toPage, type Page } from '../core/paging';
import { domainSchema, writeSchema } from '../core/schema';
import { shopApi } from './shop-api';

/** Search of the schools list: the text typed (name or city, accent-insensitive). */
export interface SchoolSearch {
  /** Search text; empty or missing lists every school. */
  name?: string;
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
        actionGet('schools_list_api', 'get_schools', { ...pageParams(pageParam), name: queryArg.name }),
      extraOptions: { auth: 'none' },
      rawResponseSchema: domainSchema('schoolsPageSchema'),
      transformResponse: (raw: { schools: School[]; error?: string | null }) => toPage(raw.schools, raw.error),
      providesTags: [{ type: 'Schools', id: 'LIST' }],
    }),
    /**
     * One school with its level groups: GET `schools_api?action=get_school_info&school_id`, token
     * when signed in (visitors may read it). Tag `School`/id.
     */
    getSchoolInfo: build.query<School, number>({
      query: (schoolId) => actionGet('schools_api', 'get_school_info', { school_id: schoolId }),
      rawResponseSchema: domainSchema('schoolInfoResponseSchema'),
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
      rawResponseSchema: writeSchema('createInactiveSchoolResponseSchema'),
    }),
  }),
});

/** Hooks of the school endpoints. */
export const { useGetSchoolsInfiniteQuery, useGetSchoolInfoQuery, useCreateInactiveSchoolMutation } = schoolsApi;
