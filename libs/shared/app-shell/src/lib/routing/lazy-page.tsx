import { lazy, useEffect, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { yieldToBrowser } from '@kk/api-clients';
import { loadNamespaces, type TranslationNamespace } from '@kk/i18n';
import type { AppDispatch, PagePrefetch } from '@kk/session';
import { pageReady } from '../bootstrap/prerendered-page';

/** A page component, with the first data it asks for (`PagePrefetch` of @kk/session) when it has one. */
export type PageComponent = ComponentType & { prefetch?: PagePrefetch };

/** `eagerPage`'s page, which tells `bootstrapApp` once mounted that a page prerendered at build time can be used. */
function ReadyPage({ page: Page }: { page: ComponentType }) {
  useEffect(pageReady, []);
  return <Page />;
}

/** Each page's load, by its route element ({@link preloadPages}, {@link prefetchPageData}). */
const pageLoads = new WeakMap<ReactElement, () => Promise<PageComponent>>();

/**
 * A route element whose page is downloaded the first time it renders (or when {@link preloadPages}
 * finds its route at start): the code of a feature area stays out of the first load until a user
 * opens one of its screens. While it arrives, the nearest `Suspense` shows its fallback (the frames
 * show the loading screen of §2); a chunk that cannot be downloaded is a crash like any other
 * (`CrashBoundary` sends the user to `/ErrorPage`). Once mounted, it tells `bootstrapApp` that a page
 * prerendered at build time can be used (`pageReady`).
 *
 * @example { path: 'connexion', element: lazyPage(() => import('@kk/shop-feature-auth').then((m) => m.LoginPage)) }
 */
export function lazyPage(load: () => Promise<PageComponent>): ReactElement {
  const Page = lazy(async () => {
    // The page may itself be lazy (a feature lib keeping its other pages out of the first one's chunk),
    // which `lazy` cannot resolve to: render it from a plain component.
    const Loaded = await load();
    return {
      default: function LoadedPage() {
        useEffect(pageReady, []);
        return <Loaded />;
      },
    };
  });
  const element = <Page />;
  // A preload and then the render call `load` twice: the browser fetches a module once, i18next a table once.
  pageLoads.set(element, load);
  return element;
}

/**
 * Starts downloading the lazy pages of the routes that match `pathname` (their chunks, and what their
 * loads fetch beside them: {@link withTranslations}), at the app's start, beside its translations and
 * its first render, instead of when the frame above them has rendered (docs/performance.md, "The
 * first screen's requests side by side"). A page a guard then leaves (a visitor's `/orders`) was
 * downloaded for nothing; a download that fails is the page's to report when it renders.
 *
 * @example bootstrapApp({ …, preload: () => preloadPages(routes, window.location.pathname) })
 */
export function preloadPages(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const load = route.element ? pageLoads.get(route.element as ReactElement) : undefined;
    // Each in a task of its own: asking for a chunk and the twenty-odd it imports takes a few
    // milliseconds of a slow phone's main thread.
    if (load) setTimeout(() => load().catch(() => undefined));
  }
}

/**
 * A feature's chunk with the translation namespaces its pages read, fetched side by side: a lazy page
 * loaded through it renders once both are there, instead of suspending again on its first
 * `useTranslation` for a table fetched only then.
 *
 * @example const occasion = () => withTranslations(import('@kk/shop-feature-occasion'), ['shop-occasion']);
 */
export function withTranslations<M>(chunk: Promise<M>, namespaces: readonly TranslationNamespace[]): Promise<M> {
  return Promise.all([chunk, loadNamespaces(namespaces)]).then(([loaded]) => loaded);
}

/**
 * A route element whose page ships in the app's entry (the shop's home): `lazyPage` without the
 * download, for a page that may be prerendered (tools/vite/prerender.mts) and must then tell
 * `bootstrapApp` when it has been adopted.
 *
 * @example { index: true, element: eagerPage(SchoolsPage) }
 */
export function eagerPage(Page: PageComponent): ReactElement {
  const element = <ReadyPage page={Page} />;
  pageLoads.set(element, () => Promise.resolve(Page));
  return element;
}

/**
 * Asks for the first data of the pages of the routes that match `location` (each page's
 * `prefetch`, once its code is there), as soon as the app has its configuration: before the first
 * render and the adoption of a prerendered page, after which the page's own hooks would only then send
 * it (docs/performance.md, "The first screen's data before its render"). The hooks find the call in
 * flight or answered. `store` gives the app's store, made then only if a page has a prefetch (a page
 * without one starts as it did); the store's making and each page's calls run in tasks of their own.
 * A failed call is the page's to show when it renders; a prefetch that throws is logged.
 *
 * @example bootstrapApp({ …, prefetch: () => prefetchPageData(routes, window.location, appStore) })
 */
export function prefetchPageData(
  routes: RouteObject[],
  location: { pathname: string; search: string },
  store: () => { dispatch: AppDispatch },
): void {
  const searchParams = new URLSearchParams(location.search);
  for (const { route, params } of matchRoutes(routes, location.pathname) ?? []) {
    const load = route.element ? pageLoads.get(route.element as ReactElement) : undefined;
    if (!load) continue;
    void load().then(
      async (Page) => {
        if (!Page.prefetch) return;
        try {
          const { dispatch } = store();
          // A task of its own: a page of the app's entry is there at once, beside the store's making.
          await yieldToBrowser();
          Page.prefetch({ dispatch, params, searchParams });
        } catch (error) {
          // The page's hooks ask for their data when it renders, as without it.
          console.error("A page's first data could not be asked for.", error);
        }
      },
      // A chunk that cannot be downloaded is the page's to report when it renders.
      () => undefined,
    );
  }
}
