import { lazy, useEffect, type ComponentType, type ReactElement } from 'react';
import { pageReady } from '../bootstrap/prerendered-page';

/** `eagerPage`'s page, which tells `bootstrapApp` once mounted that a page prerendered at build time can be used. */
function ReadyPage({ page: Page }: { page: ComponentType }) {
  useEffect(pageReady, []);
  return <Page />;
}

/**
 * A route element whose page is downloaded the first time it renders: the code of a feature area
 * stays out of the first load until a user opens one of its screens. While it arrives, the nearest
 * `Suspense` shows its fallback (the frames show the loading screen of §2); a chunk that cannot be
 * downloaded is a crash like any other (`CrashBoundary` sends the user to `/ErrorPage`). Once mounted,
 * it tells `bootstrapApp` that a page prerendered at build time can be used (`pageReady`).
 *
 * @example { path: 'connexion', element: lazyPage(() => import('@kk/shop-feature-auth').then((m) => m.LoginPage)) }
 */
export function lazyPage(load: () => Promise<ComponentType>): ReactElement {
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
  return <Page />;
}

/**
 * A route element whose page ships in the app's entry (the shop's home): `lazyPage` without the
 * download, for a page that may be prerendered (tools/vite/prerender.mts) and must then tell
 * `bootstrapApp` when it has been adopted.
 *
 * @example { index: true, element: eagerPage(SchoolsPage) }
 */
export function eagerPage(Page: ComponentType): ReactElement {
  return <ReadyPage page={Page} />;
}
