import {
  type CreateOccasionPayload,
  type Occasion,
  type OccasionModerationStatus,
  type PublishOccasionPayload,
  type RefuseOccasionPayload,
} from '@kk/domain';
import { actionGet, actionPost } from '../core/actions';
import { pageParams, pagedListOptions, toPage, type Page } from '../core/paging';
import { domainSchema, writeSchema } from '../core/schema';
import { shopApi } from './shop-api';

/** Search of the book lists. */
export interface OccasionSearch {
  /** Title or author, accent-insensitive; empty lists everything. */
  name?: string;
  /** Category tile (1 or 2); an addition of the fake backend, ignored when missing. */
  category?: number;
}

/** Search of the admin's moderation list. */
export interface AdminOccasionSearch {
  /** Which listings: waiting for review (`Pending`), on sale (`Active`) or refused (`Refused`). */
  status: OccasionModerationStatus;
  /** Title or author; empty lists everything. */
  name?: string;
}

type RawOccasionsPage = { occasions: Occasion[]; error?: string | null };

/** What a moderation write refreshes: every book list and detail, the seller's list, the dashboard. */
const MODERATION_TAGS = ['Occasions', 'MyOccasions', 'Dashboard'] as const;

/** Second-hand books (calls 5–7): all listings, my listings, one listing, and a new listing. */
export const occasionsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Infinite list of books on sale: GET `occasions_api_client?action=get_all_occasions&page&
     * page_size=20&name`, no auth. Tag `Occasions`.
     */
    getOccasions: build.infiniteQuery<Page<Occasion>, OccasionSearch, number>({
      infiniteQueryOptions: pagedListOptions,
      query: ({ queryArg, pageParam }) =>
        actionGet('occasions_api_client', 'get_all_occasions', {
          ...pageParams(pageParam),
          name: queryArg.name,
          category: queryArg.category,
        }),
      extraOptions: { auth: 'none' },
      rawResponseSchema: domainSchema('shop', 'occasionsPageSchema'),
      transformResponse: (raw: RawOccasionsPage) => toPage(raw.occasions, raw.error),
      providesTags: [{ type: 'Occasions', id: 'LIST' }],
    }),
    /**
     * The signed-in user's books: GET `occasions_api?action=get_my_occasions&page&page_size=20&name`,
     * token. Tag `MyOccasions`.
     */
    getMyOccasions: build.infiniteQuery<Page<Occasion>, OccasionSearch, number>({
      infiniteQueryOptions: pagedListOptions,
      query: ({ queryArg, pageParam }) =>
        actionGet('occasions_api', 'get_my_occasions', { ...pageParams(pageParam), name: queryArg.name }),
      rawResponseSchema: domainSchema('shop', 'occasionsPageSchema'),
      transformResponse: (raw: RawOccasionsPage) => toPage(raw.occasions, raw.error),
      providesTags: [{ type: 'MyOccasions', id: 'LIST' }],
    }),
    /**
     * One listing (for /occasion/{id} opened directly; the spec only shows the list): GET
     * `occasions_api_client?action=get_occasion&occasion_id`, no auth (a listing not on sale, waiting
     * for review or refused, is a 404: its seller finds it in `get_my_occasions`). An ASSUMED call: the action
     * is not named in §7, so a backend that follows the spec answers it with a 4xx; the detail
     * screen then finds the listing in `get_all_occasions` (see `selectCachedOccasion` and the
     * feature's `useOccasionDetail`). Tag `Occasions`/id.
     */
    getOccasion: build.query<Occasion, number>({
      query: (occasionId) => actionGet('occasions_api_client', 'get_occasion', { occasion_id: occasionId }),
      extraOptions: { auth: 'none' },
      rawResponseSchema: domainSchema('shop', 'occasionResponseSchema'),
      transformResponse: (raw: { occasion: Occasion }) => raw.occasion,
      providesTags: (_r, _e, id) => [{ type: 'Occasions', id }],
    }),
    /**
     * Lists a book: POST `occasions_api` `{ action: 'create_occasion', name, author, editor,
     * condition, category, description, subject, level, edition_year, price, original_price,
     * images_url }`, token. Invalidates `Occasions` and `MyOccasions`.
     */
    createOccasion: build.mutation<Occasion | null, CreateOccasionPayload>({
      query: (payload) => actionPost('occasions_api', 'create_occasion', payload),
      extraOptions: { appErrors: true },
      rawResponseSchema: writeSchema('shop', 'createOccasionResponseSchema'),
      transformResponse: (raw: { occasion: Occasion } | null) => raw?.occasion ?? null,
      invalidatesTags: [{ type: 'Occasions', id: 'LIST' }, { type: 'MyOccasions', id: 'LIST' }, 'Dashboard'],
    }),
    /**
     * The listings of one moderation status, for the admin (assumed contract): GET `occasions_api?
     * action=get_occasions_admin&status=Pending|Active|Refused&page&page_size=20&name`, admin token.
     * Newest first, with the seller (name, phone). Tag `Occasions`/`ADMIN`.
     */
    getAdminOccasions: build.infiniteQuery<Page<Occasion>, AdminOccasionSearch, number>({
      infiniteQueryOptions: pagedListOptions,
      query: ({ queryArg, pageParam }) =>
        actionGet('occasions_api', 'get_occasions_admin', {
          ...pageParams(pageParam),
          status: queryArg.status,
          name: queryArg.name,
        }),
      rawResponseSchema: domainSchema('shop', 'occasionsPageSchema'),
      transformResponse: (raw: RawOccasionsPage) => toPage(raw.occasions, raw.error),
      providesTags: [{ type: 'Occasions', id: 'ADMIN' }],
    }),
    /**
     * Puts a listing on sale (assumed contract): POST `occasions_api` `{ action: 'publish_occasion',
     * occasion_id }`, admin → `{ occasion }` now `Active` (null when the 2xx body says less).
     */
    publishOccasion: build.mutation<Occasion | null, PublishOccasionPayload>({
      query: (payload) => actionPost('occasions_api', 'publish_occasion', payload),
      extraOptions: { appErrors: true },
      rawResponseSchema: writeSchema('shop', 'occasionResponseSchema'),
      transformResponse: (raw: { occasion: Occasion } | null) => raw?.occasion ?? null,
      invalidatesTags: [...MODERATION_TAGS],
    }),
    /**
     * Refuses a listing with a reason shown to its seller (assumed contract): POST `occasions_api`
     * `{ action: 'refuse_occasion', occasion_id, reason }`, admin → `{ occasion }` now `Refused`; a
     * blank reason is 400 `fields.reason`.
     */
    refuseOccasion: build.mutation<Occasion | null, RefuseOccasionPayload>({
      query: (payload) => actionPost('occasions_api', 'refuse_occasion', payload),
      extraOptions: { appErrors: true },
      rawResponseSchema: writeSchema('shop', 'occasionResponseSchema'),
      transformResponse: (raw: { occasion: Occasion } | null) => raw?.occasion ?? null,
      invalidatesTags: [...MODERATION_TAGS],
    }),
  }),
});

/**
 * A listing already in the cache of a loaded book list (`getOccasions` or the user's own
 * `getMyOccasions`, any search), or undefined: the detail screen opened from a list shows it at
 * once, without a request (the seller's listing waiting for review included).
 */
export function selectCachedOccasion(
  state: Parameters<typeof occasionsApi.util.selectCachedArgsForQuery>[0],
  id: number,
) {
  for (const arg of occasionsApi.util.selectCachedArgsForQuery(state, 'getOccasions')) {
    const pages = occasionsApi.endpoints.getOccasions.select(arg)(state).data?.pages ?? [];
    for (const page of pages) {
      const found = page.items.find((occasion) => occasion.id === id);
      if (found) return found;
    }
  }
  for (const arg of occasionsApi.util.selectCachedArgsForQuery(state, 'getMyOccasions')) {
    const pages = occasionsApi.endpoints.getMyOccasions.select(arg)(state).data?.pages ?? [];
    for (const page of pages) {
      const found = page.items.find((occasion) => occasion.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

/** Hooks of the second-hand book endpoints. */
export const {
  useGetOccasionsInfiniteQuery,
  useGetMyOccasionsInfiniteQuery,
  useGetOccasionQuery,
  useCreateOccasionMutation,
  useGetAdminOccasionsInfiniteQuery,
  usePublishOccasionMutation,
  useRefuseOccasionMutation,
} = occasionsApi;
