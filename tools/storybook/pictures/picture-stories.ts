/**
 * Story tests' setup (runs in the browser, once per test file): every story is played once, and
 * its end state is pictured in French (LTR) and Arabic (RTL) and compared with the baselines
 * committed beside its story file (`__screenshots__/<story id>--<dir>.png`).
 *
 * - The clock is frozen for every story (relative dates, the fake backend's timestamps).
 * - A story is pictured only when its test passed: a picture of a failed play shows a state
 *   nobody asked for.
 * - The RTL picture switches the language in place, as the app's language switcher does, so it
 *   shows the state the play led to (an open dialog, a typed value, an error).
 * - A story leaves the pictures with `tags: ['!visual']`; one that fixes its own language
 *   (`globals: { locale: 'ar' }`) is played (and checked by axe) in it but not pictured: its
 *   picture is the RTL picture of the story it copies.
 * - The picture is of the whole page: the frame grows to the content's height first. A page whose
 *   content depends on the window's height (an infinite list loads its next page when its end
 *   comes into view) says `parameters: { picture: { fullPage: false } }` and is pictured at its
 *   viewport's size, as a user first sees it.
 */
import { getI18n } from 'react-i18next';
import { configure } from 'storybook/test';
import { afterAll, afterEach, beforeEach, expect, inject, type TestContext } from 'vitest';
import { commands, page } from 'vitest/browser';
import { VIEWPORTS, DEFAULT_VIEWPORT } from '../viewports';
import type {} from './commands.mts';

// A play's `findBy…` and `waitFor` wait up to 5 s, as the unit tests' do (setupFakeBackendForTests),
// not Testing Library's 1 s: on a busy CI machine a page's data or lazy chunk came later than that
// (the shop's schools and orders "Filled" stories passed only on retry, their lists still loading).
configure({ asyncUtilTimeout: 5_000 });

/** The moment every story runs at (a school-year weekday morning in Casablanca). */
export const FROZEN_NOW = new Date('2026-10-05T09:30:00+01:00');

/** The language the plays are written in (they find elements by their French names). */
const PLAY_LOCALE = 'fr';
const PICTURE_LOCALES = [
  { dir: 'ltr', locale: PLAY_LOCALE },
  { dir: 'rtl', locale: 'ar' },
] as const;

/** `parameters.picture` of a story. */
export interface PictureParameters {
  /** Picture the whole page (the frame grows to the content's height), or the viewport only. @default true */
  fullPage?: boolean;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** `VISUAL_UPDATE=1`: baselines are rewritten, and those no story pictured deleted. */
    visualUpdate: boolean;
  }
}

/** What the Storybook plugin puts on the test context: the composed story. */
interface StoryContext extends TestContext {
  story?: {
    id: string;
    tags: string[];
    globals: Record<string, unknown>;
    parameters: Record<string, unknown>;
  };
}

/**
 * The URLs of the requests the current story holds on purpose (`holdResponse` of
 * `@kk/testing/stories`, which fills this set): the pictures do not wait for them to end.
 */
const heldRequestUrls: Set<string> = ((globalThis as { heldStoryRequests?: Set<string> }).heldStoryRequests ??=
  new Set<string>());

// No animations, transitions or carets (.storybook/preview.css).
document.documentElement.setAttribute('data-test-mode', '');

beforeEach(async () => {
  await commands.trackNetwork();
  freezeClock(FROZEN_NOW);
  // One page serves every story of a project: each starts with empty storage.
  localStorage.clear();
  sessionStorage.clear();
  heldRequestUrls.clear();
});

afterEach(async (context: StoryContext) => {
  try {
    await pictureStory(context);
  } finally {
    thawClock();
  }
});

const RealDate = Date;

/**
 * Stops the clock at `at` for what the story reads (`new Date()`, `Date.now()`). The constructor
 * stays the real one behind a proxy, so a date made before (a story's args) is still
 * `instanceof Date`, which a replaced class (`vi.setSystemTime`) breaks. The clock runs again
 * between stories: the runner names each file's import of this setup by `Date.now()`, and a
 * frozen clock would import it once and lose these hooks for every later file.
 */
function freezeClock(at: Date) {
  const now = at.getTime();
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length > 0 ? args : [now], newTarget),
    apply: () => new RealDate(now).toString(),
    get: (target, property, receiver) => (property === 'now' ? () => now : Reflect.get(target, property, receiver)),
  });
}

function thawClock() {
  globalThis.Date = RealDate;
}

async function pictureStory(context: StoryContext) {
  const story = context.story;
  // This try's state: a retry keeps the errors of the failed try before it, so a story that passes
  // on retry is pictured (and compared) too, rather than leaving its baselines unchecked.
  if (!story || context.task.result?.state === 'fail') return;
  if (!story.tags.includes('visual')) return;
  if ((story.globals['locale'] ?? PLAY_LOCALE) !== PLAY_LOCALE) return;
  const size = viewportOf(story.globals);
  const fullPage = (story.parameters['picture'] as PictureParameters | undefined)?.fullPage ?? true;
  applyLayout(story.parameters['layout']);
  for (const { dir, locale } of PICTURE_LOCALES) {
    if (locale !== PLAY_LOCALE) await getI18n().changeLanguage(locale);
    const name = pictureName(story.id, dir);
    await picture(name, dir, size, fullPage);
    pictured.push(name);
  }
}

/** A picture's file name: the story id and the direction (as Vitest writes it: no repeated dash). */
function pictureName(storyId: string, dir: string) {
  return `${storyId}-${dir}`.replace(/-{2,}/g, '-');
}

/** The pictures taken from this story file (this setup is imported afresh for each file). */
const pictured: string[] = [];

/**
 * Once every story of a file has been played and pictured: a baseline that no story of the file
 * pictured (a story renamed, removed or opted out) fails the file, so the baselines in the
 * repository are exactly the pictures taken; `npm run visual:update` deletes them instead. Skipped
 * when a story failed or did not run (a name filter): its pictures were not taken.
 */
// Vitest reads a hook's fixtures from its first parameter, which must be a pattern; none is used.
// eslint-disable-next-line no-empty-pattern
afterAll(async ({}, suite) => {
  const file = 'filepath' in suite ? suite.filepath : undefined;
  const tests = suite.tasks;
  if (!file || tests.some((test) => test.mode !== 'run' || test.result?.state !== 'pass')) return;
  const update = inject('visualUpdate');
  const stale = await commands.stalePictures(file, pictured, update);
  if (stale.length > 0 && !update) {
    throw new Error(
      `Baselines that no story pictured (delete them, or run npm run visual:update):\n${stale.join('\n')}`,
    );
  }
});

function viewportOf(globals: Record<string, unknown>) {
  const value = (globals['viewport'] as { value?: string } | undefined)?.value ?? DEFAULT_VIEWPORT;
  const { styles } = VIEWPORTS[value as keyof typeof VIEWPORTS] ?? VIEWPORTS[DEFAULT_VIEWPORT];
  return { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) };
}

/**
 * The page around the story as Storybook's preview lays it out (its `layout` parameter: padded by
 * default, or fullscreen), at least as tall as the viewport.
 */
function applyLayout(layout: unknown) {
  Object.assign(document.body.style, {
    margin: '0',
    padding: layout === 'fullscreen' ? '0' : '1rem',
    boxSizing: 'border-box',
    minHeight: '100vh',
  });
}

/**
 * The page's own height: the body's, without the minimum that makes it fill the frame (with it, a
 * page that got shorter than the frame would still measure the frame's height).
 */
function contentHeight() {
  const { minHeight } = document.body.style;
  document.body.style.minHeight = '0';
  const height = document.body.scrollHeight;
  document.body.style.minHeight = minHeight;
  return height;
}

/** An empty box over the viewport, to picture what it shows (the page may be longer). */
function viewportMarker() {
  const marker = document.createElement('div');
  marker.setAttribute('aria-hidden', 'true');
  Object.assign(marker.style, { position: 'fixed', inset: '0', zIndex: '-1', pointerEvents: 'none' });
  document.body.append(marker);
  return marker;
}

/** Waits for what changes a picture after the play: renders, fonts, images, the fake backend. */
async function settle() {
  await nextFrames();
  await document.fonts.ready;
  await Promise.all(
    Array.from(document.images)
      .filter((img) => !img.complete)
      .map((img) => new Promise((resolve) => img.addEventListener('load', resolve, { once: true }))),
  );
  await settleNetwork();
  await nextFrames();
}

/**
 * Waits until the page's network has been quiet for a moment, but for the requests the story holds
 * on purpose (`holdResponse`: a loading or submitting state), which never end; at most `maxMs`, for
 * a request held some other way.
 */
async function settleNetwork(maxMs = 2_000) {
  const deadline = performance.now() + maxMs;
  while (!(await commands.networkQuiet([...heldRequestUrls])) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function nextFrames() {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** How many times at most the frame is fitted to the page for one picture. */
const MAX_FITS = 4;

async function picture(name: string, dir: 'ltr' | 'rtl', size: { width: number; height: number }, fullPage: boolean) {
  await settle();
  await expect.poll(() => document.documentElement.dir).toBe(dir);
  // The whole page: the frame grows to the content's height (and the runner's page with it, or the
  // runner would shrink the frame to fit and the picture with it).
  let frame = fullPage ? Math.max(size.height, contentHeight()) : size.height;
  await commands.fitRunner(size.width, frame);
  await page.viewport(size.width, frame);
  // The page may still change while the frame grows, later than the network's quiet moment on a
  // busy machine: a section asked for only once the one before it has rendered makes it taller than
  // the frame (the picture of the body would end in the runner's blank page below the frame's
  // edge); a loading placeholder taller than what replaces it makes it shorter (the body, as tall as
  // the frame, would leave a blank band below the page). So the page is measured again once it has
  // settled, and the frame is fitted to it again until it holds the page exactly; but not for a page
  // whose height follows the frame's (an element as tall as the viewport in a padded story), which
  // changes by what the frame changed, every time.
  let grown = frame - size.height;
  for (let fits = 1; grown !== 0; fits += 1) {
    await settle();
    const content = Math.max(size.height, contentHeight());
    if (content === frame || content - frame === grown || fits === MAX_FITS) break;
    console.info(
      `${name}: the page ${content > frame ? 'grew' : 'shrank'} from ${frame} to ${content} px once the frame was fitted; fitting it again`,
    );
    grown = content - frame;
    frame = content;
    await commands.fitRunner(size.width, frame);
    await page.viewport(size.width, frame);
  }
  const marker = fullPage ? null : viewportMarker();
  try {
    await expect.element(page.elementLocator(marker ?? document.body)).toMatchScreenshot(name);
  } finally {
    marker?.remove();
  }
  await page.viewport(size.width, size.height);
}
