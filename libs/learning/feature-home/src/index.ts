/*
 * Plain components; the app's routes decide what loads when (`lazyPage` in apps/learning). The
 * dashboard is here; the profile and friends pages are their own entry points
 * (`@kk/learning-feature-home/profile`, `/friends`), so a route can load them as their own chunks
 * and the dashboard's first load stays without their forms (docs/performance.md).
 */
export { HomePage } from './lib/home/home-page';
