import { type LibraryRef, type Quote, type QuoteArticle } from '@kk/domain';
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
  articles: QuoteArticle[];
  library: LibraryRef | null;
}

/** Libraries' quotes (calls 21, 23), token. */
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
      rawResponseSchema: domainSchema('quotesPageSchema'),
      transformResponse: (raw: { demandes_devis: Quote[]; error?: string | null }) =>
        toPage(raw.demandes_devis, raw.error),
      providesTags: (_r, _e, arg) => [
        { type: 'Quotes', id: 'LIST' },
        { type: 'Quotes', id: `demande-${arg.demande_id}` },
      ],
    }),
    /**
     * The articles of one quote and its library: GET `demandes_devis_articles_api?action=get_articles&
     * demande_devis_id` → `demande_devis_articles`, `library`. Tag `QuoteArticles`/id.
     */
    getQuoteArticles: build.query<QuoteDetail, number>({
      query: (quoteId) => actionGet('demandes_devis_articles_api', 'get_articles', { demande_devis_id: quoteId }),
      rawResponseSchema: domainSchema('quoteArticlesResponseSchema'),
      transformResponse: (raw: { demande_devis_articles: QuoteArticle[]; library: LibraryRef | null }) => ({
        articles: raw.demande_devis_articles,
        library: raw.library,
      }),
      providesTags: (_r, _e, id) => [{ type: 'QuoteArticles', id }],
    }),
  }),
});

/** Hooks of the quote endpoints. */
export const { useGetQuotesInfiniteQuery, useGetQuoteArticlesQuery } = quotesApi;
