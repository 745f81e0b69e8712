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
const stories = entries.filter((e) => e.type === 'story' && (e.tags ?? []).includes('visual'));

const directions = [
  { dir: 'ltr', locale: 'fr' },
  { dir: 'rtl', locale: 'ar' },
] as const;

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
  await page.waitForLoadState('networkidle');
}

for (const story of stories) {
  for (const { dir, locale } of directions) {
    test(`${story.id} ${dir}`, async ({ page }) => {
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
        await page.waitForLoadState('networkidle');
      }
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.locator('#storybook-root')).not.toBeEmpty();
      await expect(page).toHaveScreenshot(`${story.id}--${dir}.png`, { fullPage: true });
    });
  }
}
