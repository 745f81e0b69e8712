/**
 * Which file of the built app holds the page prerendered for a path (tools/vite/prerender.mts):
 * `/connexion` → `connexion.html`, the home `/` → `home.html`, a record's page
 * `/school/7/levels` → `school-id-levels.html` (one page for every id: the first screen drawn
 * without the record, its skeleton). index.html is not the home's page: it is also the page of
 * every route without a file of its own (nginx's fallback, the preview server, the service worker
 * offline), whose start screen must not show the home's first screen on `/profile`. Read by the
 * prerender (where to write), the preview server and the service worker (what to serve);
 * deploy/nginx/kk-app.conf.template names the same files in the same way.
 * No imports: the service worker's bundle takes it as it is.
 */

/** The home's prerendered page. */
export const HOME_PAGE_FILE = 'home.html';

/** A record's page: a word, the record's id (digits), a word (`/school/7/levels`). */
const RECORD_PAGE = /^\/([\w-]+)\/\d+\/([\w-]+)$/;

/**
 * The file (in the build's folder) of the page prerendered for `pathname`, or `undefined` for a
 * path that cannot have one.
 */
export function prerenderedPageFile(pathname: string): string | undefined {
  if (pathname === '/') return HOME_PAGE_FILE;
  if (/^\/[\w-]+$/.test(pathname)) return `${pathname.slice(1)}.html`;
  const record = RECORD_PAGE.exec(pathname);
  return record ? `${record[1]}-id-${record[2]}.html` : undefined;
}

/**
 * The same record's page for another record (`/school/7/levels` → `/school/8/levels`), or
 * `undefined` for a path that names no record: the prerender draws both and fails unless they are
 * the same page, since one file serves every id.
 */
export function otherRecordPath(pathname: string): string | undefined {
  return RECORD_PAGE.test(pathname)
    ? pathname.replace(/\/(\d+)\//, (_, id: string) => `/${Number(id) + 1}/`)
    : undefined;
}
