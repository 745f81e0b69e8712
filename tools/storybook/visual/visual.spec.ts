import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';

/**
 * One screenshot test per story and direction. A story leaves the comparison with `tags: ['!visual']`
 * (docs-only or redundant stories); the `visual` tag is on by default in .storybook/preview.tsx.
 * A story may set `parameters.viewport = { width, height }` (e.g. a phone for page stories).
 */
interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const indexPath = path.resolve(import.meta.dirname, '../../../dist/storybook/index.json');
const entries = Object.values(
  (JSON.parse(readFileSync(indexPath, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
);
/**
 * Stories named `…Arabic` fix their own language (`globals: { locale: 'ar' }`) so that their play
 * function and axe run in Arabic; their picture is the RTL run of the story they copy, so they are
 * not compared twice.
 */
const fixesItsLanguage = (id: string) => /-arabic$/.test(id);
const stories = entries.filter(
  (e) => e.type === 'story' && (e.tags ?? []).includes('visual') && !fixesItsLanguage(e.id),
);

/** The moment every screenshot is taken at (a school-year weekday morning in Casablanca). */
const FROZEN_NOW = new Date('2026-10-05T09:30:00+01:00');

const directions = [
  { dir: 'ltr', locale: 'fr' },
  { dir: 'rtl', locale: 'ar' },
] as const;

/**
 * Lets pending requests of the fake backend settle. A "loading" story keeps a request pending on
 * purpose, so the wait is capped rather than required.
 */
async function settleNetwork(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
}

/** Waits until the story has rendered, run its play function and settled (fonts, images, network). */
async function waitForStory(page: Page) {
  await page.waitForFunction(
    () => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__;
      const phase = preview?.currentRender?.phase;
      return phase === 'finished' || phase === 'completed' || phase === 'errored' || phase === 'aborted';
    },
    undefined,
    { timeout: 20_000 },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map((img) => new Promise((resolve) => img.addEventListener('load', resolve, { once: true }))),
    );
  });
  await settleNetwork(page);
}

for (const story of stories) {
  for (const { dir, locale } of directions) {
    test(`${story.id} ${dir}`, async ({ page }) => {
      // Relative dates ("il y a 3 jours") and the fake backend's timestamps read the clock: freeze it.
      await page.clock.setFixedTime(FROZEN_NOW);
      await page.addInitScript(() => document.documentElement.setAttribute('data-test-mode', ''));
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=locale:${locale}`);
      await waitForStory(page);
      const viewport = await page.evaluate(() => {
        const preview = (
          window as unknown as {
            __STORYBOOK_PREVIEW__?: { currentRender?: { story?: { parameters?: Record<string, unknown> } } };
          }
        ).__STORYBOOK_PREVIEW__;
        return preview?.currentRender?.story?.parameters?.['viewport'] as { width: number; height: number } | undefined;
      });
      if (viewport?.width) {
        await page.setViewportSize(viewport);
        await settleNetwork(page);
      }
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      // Something rendered (an icon-only component has no text, so "not empty" would not do).
      await expect(page.locator('#storybook-root > *').first()).toBeAttached();
      await expect(page).toHaveScreenshot(`${story.id}--${dir}.png`, { fullPage: true });
    });
  }
}
