import { waitFor } from '@testing-library/react';
import type { AppStore, PagePrefetch } from '@kk/session';

/** The part of msw's test server that {@link openedOn} listens to. */
interface ServerEvents {
  events: {
    on: (event: 'request:start', listener: (info: { request: Request }) => void) => void;
    removeListener: (event: 'request:start', listener: (info: { request: Request }) => void) => void;
  };
}

/** What {@link openedOn} returns. */
export interface OpenedOn {
  /** `renderPage`'s `beforeRender`: the page's prefetch, then a wait until it has sent its calls. */
  beforeRender: (store: AppStore) => Promise<void>;
  /** The calls the fake backend has received since (those `counted`), each as its address. */
  calls: URL[];
  /** Stops recording. */
  stop: () => void;
}

/**
 * A page test as the app opening on it: `prefetchPageData` (@kk/app-shell) runs the page's
 * `prefetch` with the address's route parameters and query before the first render. The calls
 * that `counted` keeps are recorded from now on, so a test can check that the page's hooks found
 * those calls rather than asking again.
 *
 * @example
 * const opened = openedOn(server, OccasionListPage, { path: '/occasion?q=le', counted: (url) => url.pathname.endsWith('/occasions_api_client') });
 * await renderPage(<OccasionListPage />, { path: '/occasion?q=le', beforeRender: opened.beforeRender });
 * expect(opened.calls).toHaveLength(1);
 */
export function openedOn(
  server: ServerEvents,
  page: { prefetch?: PagePrefetch },
  {
    path,
    params = {},
    counted,
    expected = 1,
  }: { path: string; params?: Record<string, string>; counted: (url: URL) => boolean; expected?: number },
): OpenedOn {
  const calls: URL[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (counted(url)) calls.push(url);
  };
  server.events.on('request:start', record);
  return {
    calls,
    stop: () => server.events.removeListener('request:start', record),
    beforeRender: async ({ dispatch }) => {
      if (!page.prefetch) throw new Error('openedOn: this page has no prefetch.');
      page.prefetch({ dispatch, params, searchParams: new URL(path, 'http://localhost').searchParams });
      await waitFor(() => {
        if (calls.length < expected) throw new Error(`openedOn: ${calls.length} of ${expected} calls sent yet.`);
      });
    },
  };
}
