/**
 * Browser commands of the story tests (run in Node, next to Playwright): what a story's picture
 * needs from outside the page. Registered in tools/storybook/vitest.stories.mts and called from
 * `pictures/picture-stories.ts` through `commands` of `vitest/browser`.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import * as path from 'node:path';
import type { Page, Request } from 'playwright';
import type { BrowserCommand } from 'vitest/node';

interface Traffic {
  pending: Set<Request>;
  /** When the last request of the page started or ended (ms since epoch). */
  lastActivity: number;
}

const trafficByPage = new WeakMap<Page, Traffic>();

function trafficOf(page: Page): Traffic {
  let traffic = trafficByPage.get(page);
  if (!traffic) {
    const created: Traffic = { pending: new Set(), lastActivity: 0 };
    const started = (r: Request) => {
      created.pending.add(r);
      created.lastActivity = Date.now();
    };
    const ended = (r: Request) => {
      created.pending.delete(r);
      created.lastActivity = Date.now();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    trafficByPage.set(page, created);
    traffic = created;
  }
  return traffic;
}

/**
 * Follows the requests of the page (the fake backend's included: they go through its worker) from
 * now on: a request an earlier story left pending (a "loading" story never answers) is forgotten.
 */
export const trackNetwork: BrowserCommand<[]> = async ({ page }) => {
  const traffic = trafficOf(page);
  traffic.pending.clear();
  traffic.lastActivity = 0;
};

/**
 * Whether no request has been in flight for `quietMs`, except those of `heldUrls`: the requests the
 * story holds on purpose (a "loading" story's call, which never answers). Asked again and again by
 * the page (pictures/picture-stories.ts `settleNetwork`), which learns of a held request only once the fake
 * backend's handler has run.
 */
export const networkQuiet: BrowserCommand<[heldUrls: string[], quietMs?: number]> = async (
  { page },
  heldUrls,
  quietMs = 100,
) => {
  const traffic = trafficOf(page);
  const held = new Set(heldUrls);
  const inFlight = [...traffic.pending].some((request) => !held.has(request.url()));
  return !inFlight && Date.now() - traffic.lastActivity >= quietMs;
};

/**
 * Makes the runner's own page at least `width` × `height`, so a story frame of that size is shown
 * unscaled (the runner shrinks a frame that does not fit) and can be pictured whole.
 */
export const fitRunner: BrowserCommand<[width: number, height: number]> = async ({ page }, width, height) => {
  const current = page.viewportSize();
  if (current && current.width >= width && current.height >= height) return;
  await page.setViewportSize({
    width: Math.max(width, current?.width ?? 0),
    height: Math.max(height, current?.height ?? 0),
  });
};

/**
 * Baselines that no story pictured: in `<dir>/__screenshots__/<storyFile>/`, the pictures not in
 * `pictured`; and the folders of story files that no longer exist beside them. With `remove`, they
 * are deleted (a visual update) and still returned.
 */
export const stalePictures: BrowserCommand<[storyFile: string, pictured: string[], remove: boolean]> = async (
  { project },
  storyFile,
  pictured,
  remove,
) => {
  const dir = path.join(path.dirname(path.resolve(project.config.root, storyFile)), '__screenshots__');
  if (!existsSync(dir)) return [];
  const stale: string[] = [];
  const own = path.join(dir, path.basename(storyFile));
  if (existsSync(own)) {
    const expected = new Set(pictured.map((name) => `${name}.png`));
    for (const file of readdirSync(own)) if (!expected.has(file)) stale.push(path.join(own, file));
  }
  for (const folder of readdirSync(dir)) {
    if (!existsSync(path.join(dir, '..', folder))) stale.push(path.join(dir, folder));
  }
  if (remove) for (const file of stale) rmSync(file, { recursive: true, force: true });
  return stale.map((file) => path.relative(project.config.root, file));
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    trackNetwork: () => Promise<void>;
    networkQuiet: (heldUrls: string[], quietMs?: number) => Promise<boolean>;
    fitRunner: (width: number, height: number) => Promise<void>;
    stalePictures: (storyFile: string, pictured: string[], remove: boolean) => Promise<string[]>;
  }
}
