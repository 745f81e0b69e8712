import { type SupplyArticle } from '@kk/domain';
import { actionGet } from '../core/actions';
import { domainSchema } from '../core/schema';
import { shopApi } from './shop-api';

/** Which supply lists to read: a school and the levels picked. */
export interface SupplyArticlesQuery {
  /** School id (sent as `school`, §7). */
  school: number;
  /** Level ids; empty reads every level of the school. */
  levels_ids: readonly number[];
}

/** Supply lists (call 12). */
export const suppliesApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The supply lines of a school's levels: GET `fournitures_articles_api_client?action=
     * get_articles&school&levels_ids=1,2`, no auth → `f_articles`. Tag `SupplyArticles`/school.
     */
    getSupplyArticles: build.query<SupplyArticle[], SupplyArticlesQuery>({
      query: ({ school, levels_ids }) =>
        actionGet('fournitures_articles_api_client', 'get_articles', { school, levels_ids }),
      extraOptions: { auth: 'none' },
      rawResponseSchema: domainSchema('supplyArticlesResponseSchema'),
      transformResponse: (raw: { f_articles: SupplyArticle[] }) => raw.f_articles,
      providesTags: (_r, _e, arg) => [{ type: 'SupplyArticles', id: arg.school }],
    }),
  }),
});

/** Hooks of the supply-list endpoint. */
export const { useGetSupplyArticlesQuery } = suppliesApi;
