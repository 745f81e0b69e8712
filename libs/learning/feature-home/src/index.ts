/*
 * Plain components; the app's routes decide what loads when (`lazyPage` in apps/learning). The
 * dashboard is here; the adults' home, the profile and the friends pages are their own entry points
 * (`@kk/learning-feature-home/welcome`, `/profile`, `/friends`), so a route loads each as its own
 * chunk and a student's first load carries neither the adults' home nor the forms (docs/performance.md).
 */
export { HomePage } from './lib/home/home-page';
