/*
 * Plain components; the app's routes decide what loads when (`lazyPage` in apps/learning). The
 * dashboard is here, and the adults' home (one chunk: a loader and chunk of their own cost the
 * learning visitor's first load more than the 3 KB brotli the adults download with the dashboard's
 * code); the profile and friends pages are their own entry points (`@kk/learning-feature-home/profile`,
 * `/friends`), so a route can load them as their own chunks and the dashboard's first load stays
 * without their forms (docs/performance.md).
 */
export { HomePage } from './lib/home/home-page';
export { AdultHomePage } from './lib/welcome';
