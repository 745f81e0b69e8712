/**
 * Which file of the built app holds the page prerendered for a path (tools/vite/prerender.mts):
 * `/connexion` → `connexion.html`, the home `/` → `home.html`. index.html is not the home's page: it
 * is also the page of every route without a file of its own (nginx's fallback, the preview server,
 * the service worker offline), whose start screen must not show the home's first screen on
 * `/profile`. Read by the prerender (where to write), the preview server and the service worker
 * (what to serve); deploy/nginx/kk-app.conf.template names `home.html` for `/` in the same way.
 * No imports: the service worker's bundle takes it as it is.
 */

/** The home's prerendered page. */
export const HOME_PAGE_FILE = 'home.html';

/**
 * The file (in the build's folder) of the page prerendered for `pathname`, or `undefined` for a
 * path that cannot have one (more than one segment: a page per route, not per record).
 */
export function prerenderedPageFile(pathname: string): string | undefined {
  if (pathname === '/') return HOME_PAGE_FILE;
  return /^\/[\w-]+$/.test(pathname) ? `${pathname.slice(1)}.html` : undefined;
}
