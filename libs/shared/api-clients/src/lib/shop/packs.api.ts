import { type CreatePackPayload, type Pack, type PackLine, type UpdatePackPayload } from '@kk/domain';
import { actionGet, actionPost } from '../core/actions';
import { domainSchema, writeSchema } from '../core/schema';
import { shopApi } from './shop-api';

/** Which packs to list: a school and the levels picked. */
export interface PacksQuery {
  school_id: number;
  /** Level ids; empty lists every level of the school. */
  levels_ids: readonly number[];
}

/** Packs (calls 8–10): a school's packs, one pack's articles, and a new pack. */
export const packsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET `packs_api_list?action=get_packs_client&school_id&levels_ids=1,2`, no auth.
     * Tag `Packs`/school id.
     */
    getPacks: build.query<Pack[], PacksQuery>({
      query: ({ school_id, levels_ids }) => actionGet('packs_api_list', 'get_packs_client', { school_id, levels_ids }),
      extraOptions: { auth: 'none' },
      rawResponseSchema: domainSchema('shop', 'packsResponseSchema'),
      transformResponse: (raw: { packs: Pack[] }) => raw.packs,
      providesTags: (_r, _e, arg) => [{ type: 'Packs', id: arg.school_id }],
    }),
    /** GET `packs_api?action=get_pack_articles&pack_id`, token when signed in. Tag `PackLines`/id. */
    getPackLines: build.query<PackLine[], number>({
      query: (packId) => actionGet('packs_api', 'get_pack_articles', { pack_id: packId }),
      rawResponseSchema: domainSchema('shop', 'packLinesResponseSchema'),
      transformResponse: (raw: { pack_articles: PackLine[] }) => raw.pack_articles,
      providesTags: (_r, _e, id) => [{ type: 'PackLines', id }],
    }),
    /**
     * POST `packs_api` `{ school_id, level_id, name, pack_articles: [{ article_id, brand, price,
     * quantity }] }` → `pack` (admin, library, school admin). Invalidates the school's packs.
     */
    createPack: build.mutation<Pack, CreatePackPayload>({
      query: (payload) => ({ url: 'packs_api', method: 'POST', body: payload }),
      extraOptions: { appErrors: true },
      rawResponseSchema: domainSchema('shop', 'packResponseSchema'),
      transformResponse: (raw: { pack: Pack }) => raw.pack,
      invalidatesTags: (_r, _e, arg) => [{ type: 'Packs', id: arg.school_id }],
    }),
    /**
     * POST `packs_api` `{ action: 'update_pack', pack_id, name, pack_articles }` → `{ pack }` (admin):
     * the lines are replaced. Invalidates every school's packs and the pack's lines.
     */
    updatePack: build.mutation<Pack | null, UpdatePackPayload>({
      query: (payload) => actionPost('packs_api', 'update_pack', payload),
      extraOptions: { appErrors: true },
      rawResponseSchema: writeSchema('shop', 'packResponseSchema'),
      transformResponse: (raw: { pack: Pack } | null) => raw?.pack ?? null,
      invalidatesTags: (_r, _e, arg) => ['Packs', { type: 'PackLines', id: arg.pack_id }],
    }),
    /** POST `packs_api` `{ action: 'delete_pack', pack_id }` → `{ success }` (admin). Invalidates every school's packs. */
    deletePack: build.mutation<void, { pack_id: number }>({
      query: (payload) => actionPost('packs_api', 'delete_pack', payload),
      extraOptions: { appErrors: true },
      transformResponse: () => undefined,
      invalidatesTags: ['Packs'],
    }),
  }),
});

/** Hooks of the pack endpoints. */
export const {
  useGetPacksQuery,
  useGetPackLinesQuery,
  useCreatePackMutation,
  useUpdatePackMutation,
  useDeletePackMutation,
} = packsApi;
