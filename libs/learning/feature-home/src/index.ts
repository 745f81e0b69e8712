/*
 * Plain components; the app's routes decide what loads when (`lazyPage` in apps/learning). The
 * dashboard is here; the profile and the friends pages are entry points of their own
 * (`@kk/learning-feature-home/profile`, `/friends`), so a route loads each as its own chunk and a
 * student's first load does not carry the forms (docs/performance.md).
 */
export { HomePage } from './lib/home/home-page';
