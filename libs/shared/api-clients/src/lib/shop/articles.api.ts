import {
  type Article,
  type ArticleType,
  type CreateArticlePayload,
  type CreatePackPayload,
  type CreateQuotePayload,
  type CreateSupplyArticlePayload,
  type Pack,
  type Quote,
  type QuoteArticle,
  type SupplyArticle,
  type UpdateQuoteArticlePayload,
} from '@kk/domain';
import { toParams } from '../core/actions';
import { domainSchema } from '../core/schema';
import { shopApi } from './shop-api';

/** Filters of the article catalogue. */
export interface ArticlesQuery {
  /** Name contains (accent-insensitive). */
  name?: string;
  /** Only this article type. */
  type_id?: number;
}

/** A school's supply lines to read (admin side). */
export interface SchoolSupplyQuery {
  school_id: number;
  /** Only this level. */
  level_id?: number;
}

/** A quote line updated by its library, with the quote's new total. */
export interface UpdatedQuoteLine {
  article: QuoteArticle;
  quote: Quote;
}

/**
 * Library and admin calls (11, 13–16, 10, 22, 27). The spec names no action for them: reads send
 * their filters as query parameters, writes a JSON body without `action`; shapes are documented
 * in the README. All use the token.
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
    /** GET `fournitures_articles_api?school_id&level_id` → `f_articles` (school admin view). Tag `SupplyArticles`/school. */
    getSchoolSupplyArticles: build.query<SupplyArticle[], SchoolSupplyQuery>({
      query: (filters) => ({ url: 'fournitures_articles_api', method: 'GET', params: toParams({ ...filters }) }),
      rawResponseSchema: domainSchema('supplyArticlesResponseSchema'),
      transformResponse: (raw: { f_articles: SupplyArticle[] }) => raw.f_articles,
      providesTags: (_r, _e, arg) => [{ type: 'SupplyArticles', id: arg.school_id }],
    }),
    /**
     * POST `fournitures_articles_api` `{ school_id, level_id, subject_id?, article_id, quantity }`
     * → `f_article` (school admin of that school, or admin). Invalidates the school's lists.
     */
    createSupplyArticle: build.mutation<SupplyArticle, CreateSupplyArticlePayload>({
      query: (payload) => ({ url: 'fournitures_articles_api', method: 'POST', body: payload }),
      extraOptions: { appErrors: true },
      rawResponseSchema: domainSchema('supplyArticleResponseSchema'),
      transformResponse: (raw: { f_article: SupplyArticle }) => raw.f_article,
      invalidatesTags: (_r, _e, arg) => [{ type: 'SupplyArticles', id: arg.school_id }],
    }),
    /**
     * POST `packs_api` `{ school_id, level_id, name, pack_articles: [{ article_id, brand, price,
     * quantity }] }` → `pack` (admin, library, school admin). Invalidates the school's packs.
     */
    createPack: build.mutation<Pack, CreatePackPayload>({
      query: (payload) => ({ url: 'packs_api', method: 'POST', body: payload }),
      extraOptions: { appErrors: true },
      rawResponseSchema: domainSchema('packResponseSchema'),
      transformResponse: (raw: { pack: Pack }) => raw.pack,
      invalidatesTags: (_r, _e, arg) => [{ type: 'Packs', id: arg.school_id }],
    }),
    /**
     * A library answers a request: POST `devis_articles_api` `{ demande_id, level_id?, articles:
     * [{ article_id, brand, price, quantity }] }` → `demande_devis`. Invalidates `Quotes` and `Demandes`.
     */
    createQuote: build.mutation<Quote, CreateQuotePayload>({
      query: (payload) => ({ url: 'devis_articles_api', method: 'POST', body: payload }),
      extraOptions: { appErrors: true },
      rawResponseSchema: domainSchema('quoteResponseSchema'),
      transformResponse: (raw: { demande_devis: Quote }) => raw.demande_devis,
      invalidatesTags: [
        { type: 'Quotes', id: 'LIST' },
        { type: 'Demandes', id: 'LIST' },
      ],
    }),
    /**
     * A library changes one line of its quote: POST `demandes_devis_articles_api`
     * `{ demande_devis_article_id, brand?, price?, quantity? }` → the line and the quote.
     * Invalidates that quote's articles and the quote lists.
     */
    updateQuoteArticle: build.mutation<UpdatedQuoteLine, UpdateQuoteArticlePayload>({
      query: (payload) => ({ url: 'demandes_devis_articles_api', method: 'POST', body: payload }),
      extraOptions: { appErrors: true },
      rawResponseSchema: domainSchema('quoteArticleResponseSchema'),
      transformResponse: (raw: { demande_devis_article: QuoteArticle; demande_devis: Quote }) => ({
        article: raw.demande_devis_article,
        quote: raw.demande_devis,
      }),
      invalidatesTags: (result) => [
        { type: 'Quotes', id: 'LIST' },
        ...(result ? [{ type: 'QuoteArticles' as const, id: result.quote.id }] : []),
      ],
    }),
  }),
});

/** Hooks of the library and admin endpoints. */
export const {
  useGetArticleTypesQuery,
  useGetArticlesQuery,
  useCreateArticleMutation,
  useGetSchoolSupplyArticlesQuery,
  useCreateSupplyArticleMutation,
  useCreatePackMutation,
  useCreateQuoteMutation,
  useUpdateQuoteArticleMutation,
} = articlesApi;
