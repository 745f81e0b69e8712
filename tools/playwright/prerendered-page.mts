/**
 * Helpers of both apps' `prerendered-sign-in.spec.ts` (issue 19: a page prerendered at build time,
 * seen before the app starts and adopted by it; docs/performance.md).
 */
import type { Page } from '@playwright/test';

/** Holds the app's entry script until `release()`: the page is its HTML alone until then. */
export async function holdEntry(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/**
 * The errors the page logs or throws from now on. The service worker's registration, blocked in
 * the e2e projects, is left out: its failure is logged, and it is not the page's problem.
 */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('The service worker could not be registered'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
