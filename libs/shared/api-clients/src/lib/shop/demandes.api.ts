import { type CreateDemandePayload, type Demande, type DemandeLine, type LibraryDemande } from '@kk/domain';
import { actionGet, actionPost } from '../core/actions';
import { pageParams, pagedListOptions, toPage, type Page } from '../core/paging';
import { domainSchema, writeSchema } from '../core/schema';
import { shopApi } from './shop-api';

/** Search of my demandes. */
export interface DemandeSearch {
  /** School name, accent-insensitive; empty lists every request. */
  name?: string;
}

/** Search of the requests a library sees. */
export interface LibraryDemandeSearch extends DemandeSearch {
  /** Only the requests for this school. */
  school_id?: number;
  /** Only the requests for this level. */
  level_id?: number;
  /** Oldest first (`date_created`); newest first when left out. */
  ordering?: 'date_created' | '-date_created';
}

/** Demandes, the quote requests (calls 24, 25), token. */
export const demandesApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Sends a quote request: POST `demandes_api` `{ action: 'create_demande',
     * fournitures_articles: [{ id, quantity }], schools_levels: [[school_id, level_id]] }` → the
     * request (no responses yet). Invalidates `Demandes`.
     */
    createDemande: build.mutation<Demande | null, CreateDemandePayload>({
      query: (payload) => actionPost('demandes_api', 'create_demande', payload),
      extraOptions: { appErrors: true },
      rawResponseSchema: writeSchema('shop', 'demandeResponseSchema'),
      transformResponse: (raw: { demande: Demande } | null) => raw?.demande ?? null,
      invalidatesTags: [{ type: 'Demandes', id: 'LIST' }],
    }),
    /**
     * Infinite list of my demandes: GET `demandes_api?action=get_my_demandes&page&page_size=20&name`.
     * Split them for the two tabs with `splitDemandesByQuotes`. Tag `Demandes`.
     */
    getMyDemandes: build.infiniteQuery<Page<Demande>, DemandeSearch, number>({
      infiniteQueryOptions: pagedListOptions,
      query: ({ queryArg, pageParam }) =>
        actionGet('demandes_api', 'get_my_demandes', { ...pageParams(pageParam), name: queryArg.name }),
      rawResponseSchema: domainSchema('shop', 'demandesPageSchema'),
      transformResponse: (raw: { demandes: Demande[]; error?: string | null }) => toPage(raw.demandes, raw.error),
      providesTags: [{ type: 'Demandes', id: 'LIST' }],
    }),
    /**
     * The articles of a request: GET `demandes_api?action=get_demande_fournitures_articles&demande_id`
     * → `fournitures_articles`. Tag `DemandeLines`/id.
     */
    getDemandeLines: build.query<DemandeLine[], number>({
      query: (demandeId) => actionGet('demandes_api', 'get_demande_fournitures_articles', { demande_id: demandeId }),
      rawResponseSchema: domainSchema('shop', 'demandeLinesResponseSchema'),
      transformResponse: (raw: { fournitures_articles: DemandeLine[] }) => raw.fournitures_articles,
      providesTags: (_r, _e, id) => [{ type: 'DemandeLines', id }],
    }),
    /**
     * Library side: every customer request, newest first, with this library's answer
     * (`my_quote_id`, `answered_levels`), the customer and the number of articles: GET
     * `demandes_api?action=get_my_demandes&page&page_size=20&name&school_id&level_id&ordering` as an `li`
     * account (README "Assumed contract: the library area"). Tag `Demandes`.
     */
    getLibraryDemandes: build.infiniteQuery<Page<LibraryDemande>, LibraryDemandeSearch, number>({
      infiniteQueryOptions: pagedListOptions,
      query: ({ queryArg, pageParam }) =>
        actionGet('demandes_api', 'get_my_demandes', {
          ...pageParams(pageParam),
          name: queryArg.name,
          school_id: queryArg.school_id,
          level_id: queryArg.level_id,
          ordering: queryArg.ordering,
        }),
      rawResponseSchema: domainSchema('shop', 'libraryDemandesPageSchema'),
      transformResponse: (raw: { demandes: LibraryDemande[]; error?: string | null }) =>
        toPage(raw.demandes, raw.error),
      providesTags: [{ type: 'Demandes', id: 'LIST' }],
    }),
    /**
     * Library side: one request as the library list shows it: GET
     * `demandes_api?action=get_demande&demande_id` → `{ demande }` (assumed). Tags `Demandes`/id and LIST.
     */
    getLibraryDemande: build.query<LibraryDemande, number>({
      query: (demandeId) => actionGet('demandes_api', 'get_demande', { demande_id: demandeId }),
      rawResponseSchema: domainSchema('shop', 'libraryDemandeResponseSchema'),
      transformResponse: (raw: { demande: LibraryDemande }) => raw.demande,
      providesTags: (_r, _e, id) => [
        { type: 'Demandes', id },
        { type: 'Demandes', id: 'LIST' },
      ],
    }),
  }),
});

/** Hooks of the request endpoints. */
export const {
  useCreateDemandeMutation,
  useGetMyDemandesInfiniteQuery,
  useGetDemandeLinesQuery,
  useGetLibraryDemandesInfiniteQuery,
  useGetLibraryDemandeQuery,
} = demandesApi;
