import { expect, test as base, type Page, type Request } from '@playwright/test';
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

/** Requests each page has in flight (fake-backend calls included: they go through its service worker). */
const inflight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page) {
  const pending = new Set<Request>();
  page.on('request', (r) => pending.add(r));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  inflight.set(page, pending);
}

/**
 * Lets the requests of the fake backend settle: returns once nothing has been in flight for 300 ms.
 * A "loading" story keeps a request pending on purpose, so the wait is capped (2 s) rather than
 * required. Only requests of the current story count (the set is emptied when a story is shown).
 */
async function settleNetwork(page: Page) {
  const pending = inflight.get(page);
  if (!pending) return;
  const deadline = Date.now() + 2_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 300) return;
    await page.waitForTimeout(50);
  }
}

const DEFAULT_VIEWPORT = { width: 960, height: 720 };

type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string; story?: { parameters?: Record<string, unknown> } };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit(event: string, ...args: unknown[]): void;
    on(event: string, listener: () => void): void;
    off(event: string, listener: () => void): void;
  };
  __kkPreviousRender?: unknown;
};

/**
 * One Storybook preview per worker. Loading the preview (its bundle, the fake backend's service
 * worker, the translation tables) takes about two seconds; switching stories inside it, the way the
 * Storybook UI does, takes a few hundred milliseconds. Each story still starts clean: the preview
 * gives every story its own store and reseeds the fake backend (.storybook/preview.tsx), and the
 * storage is cleared before each switch. The clock is frozen for the whole page.
 */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, timezoneId } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        locale,
        timezoneId,
        viewport: DEFAULT_VIEWPORT,
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'light',
      });
      const page = await context.newPage();
      trackRequests(page);
      // Relative dates ("il y a 3 jours") and the fake backend's timestamps read the clock: freeze it.
      await page.clock.setFixedTime(FROZEN_NOW);
      await page.addInitScript(() => document.documentElement.setAttribute('data-test-mode', ''));
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** The phase the current story ended in (`errored`: its play function threw). */
function renderPhase(page: Page) {
  return page.evaluate(() => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase ?? null);
}

/** Shows `storyId` in `locale`: by switching inside the loaded preview, or by loading it. */
async function showStory(page: Page, storyId: string, locale: string, dir: string) {
  if (await switchStory(page, storyId, locale)) {
    // A language change that crossed the switch shows in <html dir>, and a play function that ran
    // into the previous story's last frames ends in `errored`: load the story afresh then.
    const inLanguage = await page
      .waitForFunction((d) => document.documentElement.dir === d, dir, { timeout: 3_000 })
      .then(
        () => true,
        () => false,
      );
    if (inLanguage && (await renderPhase(page)) !== 'errored') return;
  }
  await loadStory(page, storyId, locale);
  await waitForStory(page, storyId);
  // A picture of a story whose play function failed shows a state nobody asked for.
  expect(await renderPhase(page), `the play function of ${storyId} failed (see npm run test:stories)`).not.toBe(
    'errored',
  );
}

/** Loads the preview on `storyId` in `locale` (clean storage). */
async function loadStory(page: Page, storyId: string, locale: string) {
  if (page.url().includes('/iframe.html')) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
  await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=locale:${locale}`);
  await page.evaluate(() => {
    (window as PreviewWindow).__kkPreviousRender = null;
  });
}

/** Switches the loaded preview to `storyId` in `locale`; false when it must be loaded instead. */
async function switchStory(page: Page, storyId: string, locale: string): Promise<boolean> {
  await page.setViewportSize(DEFAULT_VIEWPORT);
  inflight.get(page)?.clear();
  const current = page.url().includes('/iframe.html')
    ? await page.evaluate(() => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.id ?? null)
    : null;
  // First story of this worker, or the same story in the other direction: load it afresh.
  if (current === null || current === storyId) return false;
  await page.evaluate(
    ([id, lng]) =>
      new Promise<void>((resolve) => {
        const w = window as PreviewWindow;
        const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) throw new Error('Storybook channel not found');
        localStorage.clear();
        sessionStorage.clear();
        w.__kkPreviousRender = w.__STORYBOOK_PREVIEW__?.currentRender;
        // The language first (its tables load before the next story renders), then the story.
        const show = () => {
          clearTimeout(timer);
          channel.off('globalsUpdated', show);
          channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
          resolve();
        };
        const timer = setTimeout(show, 2_000);
        channel.on('globalsUpdated', show);
        channel.emit('updateGlobals', { globals: { locale: lng } });
      }),
    [storyId, locale] as const,
  );
  await waitForStory(page, storyId);
  return true;
}

/** Waits until the story has rendered, run its play function and settled (fonts, images, network). */
async function waitForStory(page: Page, storyId: string) {
  await page.waitForFunction(
    (id) => {
      const w = window as PreviewWindow;
      const render = w.__STORYBOOK_PREVIEW__?.currentRender;
      const phase = render?.phase;
      return (
        render !== w.__kkPreviousRender &&
        render?.id === id &&
        (phase === 'finished' || phase === 'completed' || phase === 'errored' || phase === 'aborted')
      );
    },
    storyId,
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
    test(`${story.id} ${dir}`, async ({ preview: page }) => {
      await showStory(page, story.id, locale, dir);
      const viewport = await page.evaluate(
        () =>
          (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.['viewport'] as
            | { width: number; height: number }
            | undefined,
      );
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
