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

/**
 * The language the play functions are written in (they find elements by their French names). Every
 * story is shown and played in it; the RTL picture then switches the language in place, as the
 * language switcher does, so it shows the state the play led to (an open dialog, a typed value).
 */
const PLAY_LOCALE = 'fr';

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
    storyStoreValue?: { userGlobals?: { get(): Record<string, unknown> } };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit(event: string, ...args: unknown[]): void;
    on(event: string, listener: (...args: never[]) => void): void;
    off(event: string, listener: (...args: never[]) => void): void;
  };
  __kkPreviousRender?: unknown;
  /** Stories whose render or play function failed since the last switch (see recordFailures). */
  __kkFailed?: Set<string>;
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
      await page.addInitScript(recordFailures);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Runs in the preview before Storybook boots: notes every story whose render passes through the
 * `errored` phase (its play function threw). Storybook goes on to `finished` after that and reports
 * the story as a success, so the final phase alone does not tell.
 */
function recordFailures() {
  const w = window as PreviewWindow;
  w.__kkFailed = new Set();
  let channel: PreviewWindow['__STORYBOOK_ADDONS_CHANNEL__'];
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: PreviewWindow['__STORYBOOK_ADDONS_CHANNEL__']) {
      channel = value;
      value?.on('storyRenderPhaseChanged', ({ newPhase, storyId }: { newPhase: string; storyId: string }) => {
        if (newPhase === 'errored') w.__kkFailed?.add(storyId);
      });
    },
  });
}

/** Whether the render or play function of `storyId` failed since it was last shown. */
function storyFailed(page: Page, storyId: string) {
  return page.evaluate((id) => (window as PreviewWindow).__kkFailed?.has(id) ?? false, storyId);
}

/** Shows `storyId` in `locale`: by switching inside the loaded preview, or by loading it. */
async function showStory(page: Page, storyId: string, locale: string, dir: string) {
  if (await switchStory(page, storyId, locale)) {
    // Should the switch still go wrong (the language not applied, or a play function that failed
    // because of the previous story), the story is loaded afresh: a switch is only a shortcut.
    const inLanguage = await page
      .waitForFunction((d) => document.documentElement.dir === d, dir, { timeout: 3_000 })
      .then(
        () => true,
        () => false,
      );
    if (inLanguage && !(await storyFailed(page, storyId))) return;
  }
  await loadStory(page, storyId, locale);
  await waitForStory(page, storyId);
  // A picture of a story whose play function failed shows a state nobody asked for.
  expect(await storyFailed(page, storyId), `the play function of ${storyId} failed (see npm run test:stories)`).toBe(
    false,
  );
}

/**
 * Switches the language of the story on screen without remounting it, as the language switcher
 * does: Storybook re-renders it with the new `locale` global (its loaders load the tables first).
 * That re-render is asynchronous, and waited for: a story shown before it has finished gets
 * remounted by it halfway through its play function, and a picture taken before it is half
 * translated.
 */
async function changeLanguage(page: Page, locale: string) {
  inflight.get(page)?.clear();
  await page.evaluate(
    (lng) =>
      new Promise<void>((resolve) => {
        const w = window as PreviewWindow;
        const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) throw new Error('Storybook channel not found');
        const preview = w.__STORYBOOK_PREVIEW__;
        if (preview?.storyStoreValue?.userGlobals?.get()['locale'] === lng) return resolve();
        const id = preview?.currentRender?.id;
        let rerendering = false;
        const done = () => {
          clearTimeout(timer);
          channel.off('storyRenderPhaseChanged', onPhase);
          resolve();
        };
        const onPhase = ({ newPhase, storyId }: { newPhase: string; storyId: string }) => {
          if (storyId !== id) return;
          if (newPhase === 'loading' || newPhase === 'rendering') rerendering = true;
          else if (rerendering && ['completed', 'finished', 'errored', 'aborted'].includes(newPhase)) done();
        };
        const timer = setTimeout(done, 5_000);
        channel.on('storyRenderPhaseChanged', onPhase);
        channel.emit('updateGlobals', { globals: { locale: lng } });
      }),
    locale,
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
  // The language first (the previous story re-renders in it), then the story.
  await changeLanguage(page, locale);
  inflight.get(page)?.clear();
  await page.evaluate((id) => {
    const w = window as PreviewWindow;
    const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) throw new Error('Storybook channel not found');
    localStorage.clear();
    sessionStorage.clear();
    w.__kkFailed?.clear();
    w.__kkPreviousRender = w.__STORYBOOK_PREVIEW__?.currentRender;
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  }, storyId);
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
      return render !== w.__kkPreviousRender && render?.id === id && (phase === 'finished' || phase === 'aborted');
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

/**
 * Story × direction pairs, in the index's order. Each worker shows its stories one after the other
 * in one preview, so a story that leaks state into the next one (a portal left in <body>, a scroll
 * lock) would show up only after certain neighbours. `VISUAL_SHUFFLE_SEED=<n>` shuffles the order
 * (deterministically for a given seed) to hunt such leaks.
 */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0;
  const random = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
const pairs = stories.flatMap((story) => directions.map((direction) => ({ story, ...direction })));
const seed = Number(process.env['VISUAL_SHUFFLE_SEED']);
const order = Number.isFinite(seed) && process.env['VISUAL_SHUFFLE_SEED'] ? shuffled(pairs, seed) : pairs;

for (const { story, dir, locale } of order) {
  test(`${story.id} ${dir}`, async ({ preview: page }) => {
    await showStory(page, story.id, PLAY_LOCALE, 'ltr');
    if (locale !== PLAY_LOCALE) {
      await changeLanguage(page, locale);
      await page.evaluate(() => document.fonts.ready);
      await settleNetwork(page);
    }
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
