import { type CreateSupplyLinePayload, type SupplyLine, type UpdateSupplyLinePayload } from '@kk/domain';
import { actionGet, actionPost, toParams } from '../core/actions';
import { domainSchema, writeSchema } from '../core/schema';
import { shopApi } from './shop-api';

/** Which supply lists to read: a school and the levels picked. */
export interface SupplyLinesQuery {
  /** School id (sent as `school`, §7). */
  school: number;
  /** Level ids; empty reads every level of the school. */
  levels_ids: readonly number[];
}

/** A school's supply lines to read (admin side). */
export interface SchoolSupplyQuery {
  school_id: number;
  /** Only this level. */
  level_id?: number;
}

/** Supply lists: the public read (call 12), and a school's lists read and written by its admin (calls 13, 14). */
export const suppliesApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The supply lines of a school's levels: GET `fournitures_articles_api_client?action=
     * get_articles&school&levels_ids=1,2`, no auth → `f_articles`. Tag `SupplyLines`/school.
     */
    getSupplyLines: build.query<SupplyLine[], SupplyLinesQuery>({
      query: ({ school, levels_ids }) =>
        actionGet('fournitures_articles_api_client', 'get_articles', { school, levels_ids }),
      extraOptions: { auth: 'none' },
      rawResponseSchema: domainSchema('shop', 'supplyLinesResponseSchema'),
      transformResponse: (raw: { f_articles: SupplyLine[] }) => raw.f_articles,
      providesTags: (_r, _e, arg) => [{ type: 'SupplyLines', id: arg.school }],
    }),
    /** GET `fournitures_articles_api?school_id&level_id` → `f_articles` (school admin view). Tag `SupplyLines`/school. */
    getSchoolSupplyLines: build.query<SupplyLine[], SchoolSupplyQuery>({
      query: (filters) => ({ url: 'fournitures_articles_api', method: 'GET', params: toParams({ ...filters }) }),
      rawResponseSchema: domainSchema('shop', 'supplyLinesResponseSchema'),
      transformResponse: (raw: { f_articles: SupplyLine[] }) => raw.f_articles,
      providesTags: (_r, _e, arg) => [{ type: 'SupplyLines', id: arg.school_id }],
    }),
    /**
     * POST `fournitures_articles_api` `{ school_id, level_id, subject_id?, article_id, quantity }`
     * → `f_article` (school admin of that school, or admin). Invalidates the school's lists.
     */
    createSupplyLine: build.mutation<SupplyLine, CreateSupplyLinePayload>({
      query: (payload) => ({ url: 'fournitures_articles_api', method: 'POST', body: payload }),
      extraOptions: { appErrors: true },
      rawResponseSchema: domainSchema('shop', 'supplyLineResponseSchema'),
      transformResponse: (raw: { f_article: SupplyLine }) => raw.f_article,
      invalidatesTags: (_r, _e, arg) => [{ type: 'SupplyLines', id: arg.school_id }],
    }),
    /**
     * POST `fournitures_articles_api` `{ action: 'update_f_article', id, quantity }` → `{ f_article }`
     * (admin, or the school admin of its school). Invalidates the supply lists.
     */
    updateSupplyLine: build.mutation<SupplyLine | null, UpdateSupplyLinePayload>({
      query: (payload) => actionPost('fournitures_articles_api', 'update_f_article', payload),
      extraOptions: { appErrors: true },
      rawResponseSchema: writeSchema('shop', 'supplyLineResponseSchema'),
      transformResponse: (raw: { f_article: SupplyLine } | null) => raw?.f_article ?? null,
      invalidatesTags: ['SupplyLines'],
    }),
    /** POST `fournitures_articles_api` `{ action: 'delete_f_article', id }` → `{ success }` (same accounts). */
    deleteSupplyLine: build.mutation<void, { id: number }>({
      query: (payload) => actionPost('fournitures_articles_api', 'delete_f_article', payload),
      extraOptions: { appErrors: true },
      transformResponse: () => undefined,
      invalidatesTags: ['SupplyLines'],
    }),
  }),
});

/** Hooks of the supply-list endpoint. */
export const {
  useGetSupplyLinesQuery,
  useGetSchoolSupplyLinesQuery,
  useCreateSupplyLineMutation,
  useUpdateSupplyLineMutation,
  useDeleteSupplyLineMutation,
} = suppliesApi;
