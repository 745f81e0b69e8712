import {
  type Article,
  type ArticleType,
  type CreateArticlePayload,
  type CreateArticleTypePayload,
  type UpdateArticlePayload,
  type UpdateArticleTypePayload,
} from '@kk/domain';
import { actionPost, toParams } from '../core/actions';
import { domainSchema, writeSchema } from '../core/schema';
import { shopApi } from './shop-api';

/** What an article's edit or deletion may change: the catalogue, the type counts, and the packs and supply lists naming it. */
const ARTICLE_WRITE_TAGS = [
  { type: 'Articles', id: 'LIST' },
  'ArticleTypes',
  'Packs',
  'PackLines',
  'SupplyLines',
] as const;

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
      rawResponseSchema: domainSchema('shop', 'articleTypesResponseSchema'),
      transformResponse: (raw: { articles_types: ArticleType[] }) => raw.articles_types,
      providesTags: ['ArticleTypes'],
    }),
    /**
     * POST `articles_api` `{ action: 'create_article_type', name }` → `{ article_type }` (admin; a
     * name already used is 400 `{ error: 'name_taken', fields: { name } }`).
     */
    createArticleType: build.mutation<ArticleType | null, CreateArticleTypePayload>({
      query: (payload) => actionPost('articles_api', 'create_article_type', payload),
      extraOptions: { appErrors: true },
      rawResponseSchema: writeSchema('shop', 'articleTypeResponseSchema'),
      transformResponse: (raw: { article_type: ArticleType } | null) => raw?.article_type ?? null,
      invalidatesTags: ['ArticleTypes'],
    }),
    /** POST `articles_api` `{ action: 'update_article_type', id, name }` → `{ article_type }` (admin; same refusals). */
    updateArticleType: build.mutation<ArticleType | null, UpdateArticleTypePayload>({
      query: (payload) => actionPost('articles_api', 'update_article_type', payload),
      extraOptions: { appErrors: true },
      rawResponseSchema: writeSchema('shop', 'articleTypeResponseSchema'),
      transformResponse: (raw: { article_type: ArticleType } | null) => raw?.article_type ?? null,
      invalidatesTags: ['ArticleTypes', { type: 'Articles', id: 'LIST' }],
    }),
    /** GET `articles_api?name&type_id` → `articles` (with brands and prices). Tag `Articles`. */
    getArticles: build.query<Article[], ArticlesQuery>({
      query: (filters) => ({ url: 'articles_api', method: 'GET', params: toParams({ ...filters }) }),
      rawResponseSchema: domainSchema('shop', 'articlesResponseSchema'),
      transformResponse: (raw: { articles: Article[] }) => raw.articles,
      providesTags: [{ type: 'Articles', id: 'LIST' }],
    }),
    /** POST `articles_api` `{ name, type_id, subject_id?, image_url?, brands: [{ brand, price }] }` → the article (admin, library). */
    createArticle: build.mutation<Article, CreateArticlePayload>({
      query: (payload) => ({ url: 'articles_api', method: 'POST', body: payload }),
      extraOptions: { appErrors: true },
      rawResponseSchema: domainSchema('shop', 'articleResponseSchema'),
      transformResponse: (raw: { article: Article }) => raw.article,
      invalidatesTags: [{ type: 'Articles', id: 'LIST' }, 'ArticleTypes'],
    }),
    /** POST `articles_api` `{ action: 'update_article', id, name, type_id, brands }` → `{ article }` (admin). */
    updateArticle: build.mutation<Article | null, UpdateArticlePayload>({
      query: (payload) => actionPost('articles_api', 'update_article', payload),
      extraOptions: { appErrors: true },
      rawResponseSchema: writeSchema('shop', 'articleResponseSchema'),
      transformResponse: (raw: { article: Article } | null) => raw?.article ?? null,
      invalidatesTags: [...ARTICLE_WRITE_TAGS],
    }),
    /**
     * POST `articles_api` `{ action: 'delete_article', id }` → `{ success }` (admin). An article still
     * in a pack or a supply list is 409 `{ error: 'article_in_use', packs, supply_lines }`.
     */
    deleteArticle: build.mutation<void, { id: number }>({
      query: (payload) => actionPost('articles_api', 'delete_article', payload),
      extraOptions: { appErrors: true },
      transformResponse: () => undefined,
      invalidatesTags: [...ARTICLE_WRITE_TAGS],
    }),
  }),
});

/** Hooks of the article endpoints. */
export const {
  useGetArticleTypesQuery,
  useGetArticlesQuery,
  useCreateArticleMutation,
  useCreateArticleTypeMutation,
  useUpdateArticleTypeMutation,
  useUpdateArticleMutation,
  useDeleteArticleMutation,
} = articlesApi;
