import type { Page } from '@playwright/test';

/**
 * The bundled font families the page has downloaded and uses (the ui-kit's bundled faces),
 * once the fonts the visible text needs have loaded. A system fallback font is not in the list.
 */
export async function loadedFontFamilies(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...new Set([...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family))];
  });
}
