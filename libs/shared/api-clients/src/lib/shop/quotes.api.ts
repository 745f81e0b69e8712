import {
  type CreateQuotePayload,
  type LibraryQuote,
  type LibraryRef,
  type Quote,
  type QuoteLine,
  type UpdateQuoteLinePayload,
} from '@kk/domain';
import { actionGet } from '../core/actions';
import { pageParams, pagedListOptions, toPage, type Page } from '../core/paging';
import { domainSchema } from '../core/schema';
import { shopApi } from './shop-api';

/** Which request's quotes to list. */
export interface QuotesQuery {
  demande_id: number;
}

/** The articles of a quote and the library that sent it. */
export interface QuoteDetail {
  articles: QuoteLine[];
  library: LibraryRef | null;
}

/** One of its quotes as the library that sent it sees it: the lines, and the quote with its state when the backend says it. */
export interface LibraryQuoteDetail extends QuoteDetail {
  quote: LibraryQuote | null;
}

/** A quote line updated by its library, with the quote's new total. */
export interface UpdatedQuoteLine {
  article: QuoteLine;
  quote: Quote;
}

/** Libraries' quotes (calls 21–23, 27), token: read by the customer, written by the library. */
export const quotesApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Infinite list of the quotes answering a request: GET `demandes_devis_api?action=
     * get_demandes_devis&page&page_size=20&demande_id` → `demandes_devis`. Tag `Quotes`/request.
     */
    getQuotes: build.infiniteQuery<Page<Quote>, QuotesQuery, number>({
      infiniteQueryOptions: pagedListOptions,
      query: ({ queryArg, pageParam }) =>
        actionGet('demandes_devis_api', 'get_demandes_devis', {
          ...pageParams(pageParam),
          demande_id: queryArg.demande_id,
        }),
      rawResponseSchema: domainSchema('shop', 'quotesPageSchema'),
      transformResponse: (raw: { demandes_devis: Quote[]; error?: string | null }) =>
        toPage(raw.demandes_devis, raw.error),
      providesTags: (_r, _e, arg) => [
        { type: 'Quotes', id: 'LIST' },
        { type: 'Quotes', id: `demande-${arg.demande_id}` },
      ],
    }),
    /**
     * Library side: the quotes this library sent, newest first, each with its `state` (`sent`,
     * `in_cart`, `ordered`), the customer and the request's schools: GET `demandes_devis_api?action=
     * get_demandes_devis&page&page_size=20` without `demande_id`, as an `li` account (assumed). Tag `Quotes`.
     */
    getLibraryQuotes: build.infiniteQuery<Page<LibraryQuote>, void, number>({
      infiniteQueryOptions: pagedListOptions,
      query: ({ pageParam }) => actionGet('demandes_devis_api', 'get_demandes_devis', pageParams(pageParam)),
      rawResponseSchema: domainSchema('shop', 'libraryQuotesPageSchema'),
      transformResponse: (raw: { demandes_devis: LibraryQuote[]; error?: string | null }) =>
        toPage(raw.demandes_devis, raw.error),
      providesTags: [{ type: 'Quotes', id: 'LIST' }],
    }),
    /**
     * The articles of one quote and its library: GET `demandes_devis_articles_api?action=get_articles&
     * demande_devis_id` → `demande_devis_articles`, `library`. Tag `QuoteLines`/id.
     */
    getQuoteLines: build.query<QuoteDetail, number>({
      query: (quoteId) => actionGet('demandes_devis_articles_api', 'get_articles', { demande_devis_id: quoteId }),
      rawResponseSchema: domainSchema('shop', 'quoteLinesResponseSchema'),
      transformResponse: (raw: { demande_devis_articles: QuoteLine[]; library: LibraryRef | null }) => ({
        articles: raw.demande_devis_articles,
        library: raw.library,
      }),
      providesTags: (_r, _e, id) => [{ type: 'QuoteLines', id }],
    }),
    /**
     * Library side, one quote it sent: the same GET `demandes_devis_articles_api?action=get_articles&
     * demande_devis_id` as {@link getQuoteLines}, whose answer for that library also carries
     * `demande_devis` with its `state`, customer and schools (assumed; null when absent). Tag `QuoteLines`/id.
     */
    getLibraryQuote: build.query<LibraryQuoteDetail, number>({
      query: (quoteId) => actionGet('demandes_devis_articles_api', 'get_articles', { demande_devis_id: quoteId }),
      rawResponseSchema: domainSchema('shop', 'libraryQuoteDetailResponseSchema'),
      transformResponse: (raw: {
        demande_devis_articles: QuoteLine[];
        library: LibraryRef | null;
        demande_devis?: LibraryQuote | null;
      }) => ({ articles: raw.demande_devis_articles, library: raw.library, quote: raw.demande_devis ?? null }),
      providesTags: (_r, _e, id) => [{ type: 'QuoteLines', id }],
    }),
    /**
     * A library answers a request: POST `devis_articles_api` `{ demande_id, level_id?, articles:
     * [{ article_id, brand, price, quantity }] }` → `demande_devis`. Invalidates `Quotes` and `Demandes`.
     */
    createQuote: build.mutation<Quote, CreateQuotePayload>({
      query: (payload) => ({ url: 'devis_articles_api', method: 'POST', body: payload }),
      extraOptions: { appErrors: true },
      rawResponseSchema: domainSchema('shop', 'quoteResponseSchema'),
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
    updateQuoteLine: build.mutation<UpdatedQuoteLine, UpdateQuoteLinePayload>({
      query: (payload) => ({ url: 'demandes_devis_articles_api', method: 'POST', body: payload }),
      extraOptions: { appErrors: true },
      rawResponseSchema: domainSchema('shop', 'quoteLineResponseSchema'),
      transformResponse: (raw: { demande_devis_article: QuoteLine; demande_devis: Quote }) => ({
        article: raw.demande_devis_article,
        quote: raw.demande_devis,
      }),
      invalidatesTags: (result) => [
        { type: 'Quotes', id: 'LIST' },
        ...(result ? [{ type: 'QuoteLines' as const, id: result.quote.id }] : []),
      ],
    }),
  }),
});

/** Hooks of the quote endpoints. */
export const {
  useGetQuotesInfiniteQuery,
  useGetLibraryQuotesInfiniteQuery,
  useGetQuoteLinesQuery,
  useGetLibraryQuoteQuery,
  useCreateQuoteMutation,
  useUpdateQuoteLineMutation,
} = quotesApi;
