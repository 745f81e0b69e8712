import type { Page, Route } from '@playwright/test';

/** The backend origin the production build is pointed at in these tests (answered by Playwright). */
export const API = 'https://api.test';

/** CORS headers of every routed answer (the app's origin is not the API's; tokens need a preflight). */
export const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

/** Answers one API request; return false to leave it to the default (`{}` with status 200). */
export type RoutedHandler = (route: Route, url: string) => Promise<void | false> | void | false;

/**
 * Points the production build at {@link API} (its `config.json`) and answers the API with
 * `handler`: a backend written in the test, for the spec's other readings and for faults (issue
 * 13). Preflights are answered, and anything the handler leaves is an empty 200.
 */
export async function routeBackend(page: Page, handler: RoutedHandler): Promise<void> {
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { apiBaseUrl: API, product: 'koolskools' }, headers: CORS }),
  );
  await page.route(`${API}/**`, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    if ((await handler(route, route.request().url())) === false) await route.fulfill({ json: {}, headers: CORS });
  });
}
