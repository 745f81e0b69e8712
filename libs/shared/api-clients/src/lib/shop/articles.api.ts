import { type Article, type ArticleType, type CreateArticlePayload } from '@kk/domain';
import { toParams } from '../core/actions';
import { domainSchema } from '../core/schema';
import { shopApi } from './shop-api';

/** Filters of the articles list. */
export interface ArticlesQuery {
  /** Name contains (accent-insensitive). */
  name?: string;
  /** Only this article type. */
  type_id?: number;
}

/**
 * Articles and article types (calls 11, 15, 16), managed by the library and admin accounts. The spec
 * names no action for them: reads send their filters as query parameters, writes a JSON body
 * without `action`; shapes are documented in the README. All use the token. The devis, pack and
 * supply-list writes of those accounts are with their own endpoints (quotes, packs, supplies).
 */
export const articlesApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET `articles_types_api` → `articles_types` [{ id, name }]. Tag `ArticleTypes`. */
    getArticleTypes: build.query<ArticleType[], void>({
      query: () => ({ url: 'articles_types_api', method: 'GET' }),
      rawResponseSchema: domainSchema('articleTypesResponseSchema'),
      transformResponse: (raw: { articles_types: ArticleType[] }) => raw.articles_types,
      providesTags: ['ArticleTypes'],
    }),
    /** GET `articles_api?name&type_id` → `articles` (with brands and prices). Tag `Articles`. */
    getArticles: build.query<Article[], ArticlesQuery>({
      query: (filters) => ({ url: 'articles_api', method: 'GET', params: toParams({ ...filters }) }),
      rawResponseSchema: domainSchema('articlesResponseSchema'),
      transformResponse: (raw: { articles: Article[] }) => raw.articles,
      providesTags: [{ type: 'Articles', id: 'LIST' }],
    }),
    /** POST `articles_api` `{ name, type_id, subject_id?, image_url?, brands: [{ brand, price }] }` → the article (admin, library). */
    createArticle: build.mutation<Article, CreateArticlePayload>({
      query: (payload) => ({ url: 'articles_api', method: 'POST', body: payload }),
      extraOptions: { appErrors: true },
      rawResponseSchema: domainSchema('articleResponseSchema'),
      transformResponse: (raw: { article: Article }) => raw.article,
      invalidatesTags: [{ type: 'Articles', id: 'LIST' }],
    }),
  }),
});

/** Hooks of the article endpoints. */
export const { useGetArticleTypesQuery, useGetArticlesQuery, useCreateArticleMutation } = articlesApi;
