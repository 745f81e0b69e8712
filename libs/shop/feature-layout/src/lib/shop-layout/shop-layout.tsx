import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { useSessionExpiredRedirect } from '@kk/session';
import { useSessionEndNotice } from '@kk/shop-ui';
import { ShopFrameExtensions } from './frame-extensions';
import { ShopFrame, type FooterTabId } from './shop-frame';

/** What a shop route's `handle` may say about the frame (see the app's routes). */
export interface ShopFrameHandle {
  /** Show the header. @default true */
  header?: boolean;
  /** Show the footer. @default true */
  footer?: boolean;
  /** Show the back arrow. @default false */
  back?: boolean;
  /**
   * The footer tab marked current: the area the page belongs to; `null` marks none (cart,
   * checkout, the error screen). Set on a parent route, it applies to its children unless one
   * says otherwise. @default null
   */
  footerTab?: FooterTabId | null;
}

const DEFAULT_FLAGS: Required<ShopFrameHandle> = { header: true, footer: true, back: false, footerTab: null };

/**
 * The frame flags of the current route, from its matched routes (root first): the deepest route
 * that sets a flag wins, so a parent's `handle` applies to its children unless one says otherwise.
 */
export function frameFlags(matches: readonly Pick<RouteObject, 'handle'>[]): Required<ShopFrameHandle> {
  const flags = { ...DEFAULT_FLAGS };
  for (const { handle } of matches) {
    if (typeof handle !== 'object' || handle === null) continue;
    const h = handle as ShopFrameHandle;
    if (typeof h.header === 'boolean') flags.header = h.header;
    if (typeof h.footer === 'boolean') flags.footer = h.footer;
    if (typeof h.back === 'boolean') flags.back = h.back;
    if (h.footerTab !== undefined) flags.footerTab = h.footerTab;
  }
  return flags;
}

const FrameFlagsContext = createContext<Required<ShopFrameHandle>>(DEFAULT_FLAGS);

/** Props of ShopRoutes. */
export interface ShopRoutesProps {
  /** The shop's route table; a route's `handle` ({@link ShopFrameHandle}) sets the frame. */
  routes: RouteObject[];
}

/**
 * Renders the shop's route table and tells the frame (`ShopLayout`) what the current route's
 * `handle` says: `header: false` on the login page, `footer: false` on profile-edit, `back: true`
 * for the back arrow, `footerTab` for the tab marked current. The route table stays the one place
 * that says where each screen is and how it is framed. Must be inside a router. (The apps use a
 * plain `BrowserRouter`, where `useMatches()` is not available: the matches come from
 * `matchRoutes` over the same table, which is what `useMatches()` would return.)
 */
export function ShopRoutes({ routes }: ShopRoutesProps): ReactNode {
  const location = useLocation();
  const element = useRoutes(routes, location);
  const flags = useMemo(
    () => frameFlags((matchRoutes(routes, location) ?? []).map((match) => match.route)),
    [routes, location],
  );
  return <FrameFlagsContext.Provider value={flags}>{element}</FrameFlagsContext.Provider>;
}

/**
 * The root route element of the shop (§2): the shared frame around `<Outlet />`, framed as the
 * route's `handle` says (through `ShopRoutes`). While a lazily loaded section arrives the frame
 * shows the loading screen. It also sends the user to sign in when the backend ends the session,
 * and renders what start-up code added to the frame (`addShopFrameExtension`: nothing in
 * production, the demo's test hooks in demo mode).
 */
export function ShopLayout() {
  const flags = useContext(FrameFlagsContext);
  useSessionExpiredRedirect(useSessionEndNotice());
  return (
    // No Suspense of its own: the frame's texts are there before the first render (the app starts
    // once its tables are loaded, and a language change loads them before it switches), and each
    // boundary of a prerendered page is adopted in a pass of its own, at React's lowest priority,
    // after the start-up's other work (docs/performance.md, "Where the occasion market's first cover
    // waits").
    <>
      <ShopFrameExtensions />
      <ShopFrame {...flags}>
        <Outlet />
      </ShopFrame>
    </>
  );
}
