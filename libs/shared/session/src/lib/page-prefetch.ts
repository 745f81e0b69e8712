import type { AppDispatch } from './store';

/** What a page's {@link PagePrefetch} is given: the store's dispatch and the address opened. */
export interface PagePrefetchContext {
  /** The app store's dispatch (RTK Query's `initiate`). */
  dispatch: AppDispatch;
  /** The route's parameters (`/school/:id/levels` → `{ id }`). */
  params: Readonly<Partial<Record<string, string>>>;
  /** The address's query (`?q=`, `?levels=`). */
  searchParams: URLSearchParams;
}

/**
 * The first data a page asks for, started by `prefetchPageData` (@kk/app-shell) when the app opens
 * on it, before its first render, with the very arguments its hooks then ask with (so they find the
 * call in flight or answered). A page component carries it as its `prefetch` property. Only calls a
 * visitor may make: it runs before the route's guards.
 *
 * @example OccasionListPage.prefetch = (({ dispatch, searchParams }) => …) satisfies PagePrefetch;
 */
export type PagePrefetch = (context: PagePrefetchContext) => void;

/**
 * Lets go of a call started for a page that has not rendered yet (`dispatch(api.endpoints.x.initiate(args))`,
 * for the calls `api.util.prefetch` does not start: the infinite lists) once it is answered: the
 * answer stays in the cache for the page's hooks as long as RTK Query keeps an unused one
 * (`keepUnusedDataFor`, a minute).
 *
 * @example releaseOnceAnswered(dispatch(occasionsApi.endpoints.getOccasions.initiate(args)));
 */
export function releaseOnceAnswered(call: PromiseLike<unknown> & { unsubscribe: () => void }): void {
  void Promise.resolve(call).then(() => call.unsubscribe());
}
