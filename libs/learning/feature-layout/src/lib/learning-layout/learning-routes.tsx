import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import type { LearningNavId } from './nav-items';

/** What a learning route's `handle` may say about the frame (see the app's routes). */
export interface LearningRouteHandle {
  /** The section the page belongs to: its tab is marked current. Pages without one mark none. */
  footerTab?: LearningNavId;
}

/** The section named by the matched routes' handles: the nearest (deepest) route that names one wins. */
export function footerTabOf(matches: readonly Pick<RouteObject, 'handle'>[]): LearningNavId | undefined {
  let tab: LearningNavId | undefined;
  for (const { handle } of matches) {
    if (typeof handle !== 'object' || handle === null) continue;
    const named = (handle as LearningRouteHandle).footerTab;
    if (named !== undefined) tab = named;
  }
  return tab;
}

const FooterTabContext = createContext<LearningNavId | undefined>(undefined);

/** The section of the current page, as the route table's handles say (see {@link LearningRoutes}). */
export function useCurrentFooterTab(): LearningNavId | undefined {
  return useContext(FooterTabContext);
}

/** Props of LearningRoutes. */
export interface LearningRoutesProps {
  /** The learning app's route table; a route's `handle` ({@link LearningRouteHandle}) sets the frame. */
  routes: RouteObject[];
}

/**
 * Renders the learning app's route table and tells the frame (`LearningLayout`) which section the
 * current route's `handle` names (`{ footerTab: 'friends' }`), so the route table stays the one
 * place that says where each screen is and which tab it marks. The apps render their tables with
 * `useRoutes` (no data router, see docs/performance.md), where `useMatches()` is not available:
 * the matches are computed here. Must be inside a router.
 */
export function LearningRoutes({ routes }: LearningRoutesProps): ReactNode {
  const location = useLocation();
  const element = useRoutes(routes, location);
  const tab = useMemo(
    () => footerTabOf((matchRoutes(routes, location) ?? []).map((match) => match.route)),
    [routes, location],
  );
  return <FooterTabContext.Provider value={tab}>{element}</FooterTabContext.Provider>;
}
