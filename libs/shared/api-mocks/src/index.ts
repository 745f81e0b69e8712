import { BatchInterceptor } from '@mswjs/interceptors';
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest';
import { getResponse, type RequestHandler } from 'msw';
import { fakeBackendHandlers } from './lib/core/handlers';
import { configureFakeBackend, type FakeBackendSettings } from './lib/core/settings';
import { DB_STORAGE_KEY, discardDemoData, reloadDemoData, type SeedArea } from './lib/core/db';
import { configureSeedLoader, isSeedUrl, resetSeedLoader, type DemoSeedUrls } from './lib/core/seed-loader';
import { learningHandlers } from './lib/learning';
import { schoolHandlers } from './lib/school';
import { shopHandlers } from './lib/shop';

export {
  getDb,
  resetDemoData,
  reloadDemoData,
  saveDb,
  nextId,
  findUser,
  seedDb,
  installSeed,
  DB_STORAGE_KEY,
  DB_VERSION,
  DB_SEED,
  SEED_AREAS,
} from './lib/core/db';
export type { FakeDbState, SeedArea, SeedPart } from './lib/core/db';
export type { DemoSeedUrls } from './lib/core/seed-loader';
export type { SeedContext } from './lib/core/seed-context';
export { createRng, hashSeed, type Rng } from './lib/core/rng';
export {
  DEMO_ACCOUNTS,
  demoAccount,
  demoToken,
  BULK_PASSWORD,
  PARTNER_SCHOOL_IDS,
  LIBRARY_NAMES,
  type AccountType,
  type DemoAccount,
  type FakeUser,
} from './lib/core/users';
export { issueToken, userFromRequest, unauthorized, badRequest, type FakeAuthScheme } from './lib/core/auth';
export { shopPath, hostPath } from './lib/core/http';
export { configureFakeBackend, getFakeBackendSettings, type FakeBackendSettings } from './lib/core/settings';
export { LEVELS, LEVEL_GROUPS, SUBJECTS, LEVEL_IDS, SUBJECT_IDS, LEVEL_GROUP_IDS } from './lib/seed/reference-lists';
export { SEED_SCHOOL_COUNT } from './lib/seed/schools';
export {
  shopHandlers,
  simulateLibraryAnswers,
  answerPendingDemandes,
  AUTO_ANSWER_DELAY_MS,
  SHOP_LOGIN_MESSAGES,
} from './lib/shop';
export { NO_RESULT } from './lib/core/paging';
export type { ShopState } from './lib/shop/types';
export type { LearningState } from './lib/learning/state';
export type { SchoolState } from './lib/school/state';
export { learningHandlers } from './lib/learning';
export {
  ALREADY_SUBMITTING,
  EXAM_CLOSED,
  EXAM_NOT_OPEN,
  examForUser,
  isRight,
  rightAnswersOf,
  type ExamAttemptRow,
} from './lib/learning/exam-player.handlers';
export { CHALLENGE_BLOCKED, CHALLENGE_CLOSED, CHALLENGE_NOT_OPEN } from './lib/learning/challenges.handlers';
export { PLAYER_LEVEL_ID, examDates, type ExamPlan } from './lib/learning/exam-player.seed';
export { schoolHandlers } from './lib/school';
export { DEMO_MASSAR_CODE, FREE_MASSAR_CODE } from './lib/school/school.seed';
export { unlinkStudentAccount } from './lib/school/rows';

/** Every handler of the fake backend: shop, learning platform, school management, and its own. */
export const handlers: RequestHandler[] = [
  ...shopHandlers,
  ...learningHandlers,
  ...schoolHandlers,
  ...fakeBackendHandlers,
];

/** Options of {@link startDemoBackend}. */
export interface DemoBackendOptions extends Partial<FakeBackendSettings> {
  /** Log every request the fake backend answers in the console. */
  verbose?: boolean;
  /**
   * Addresses of the seed built at build time, one file per part (`virtual:kk-demo-seed` of
   * tools/vite/demo-seed.mts in the demo builds): the core and `areas` are fetched at once, any other
   * area when a call first needs it, and the store's fresh copies are parsed from them. Without them
   * (dev server) the seed is built in the page by `seedDb()`.
   */
  seedUrls?: DemoSeedUrls | null;
  /**
   * The areas of the store the app reads (its own backends): fetched at once with the core
   * (`['shop']` for the shop, `['learning', 'school']` for the learning platform).
   */
  areas?: readonly SeedArea[];
}

/**
 * Test hook, not a product feature: the localStorage key that, set to `'1'` before the page starts, makes the demo
 * backend answer at once instead of after its pretend latency. The apps' e2e journeys set it in every page
 * (`storageState` of tools/playwright/app-e2e-config.mts, which spells the same key) so that CI does not wait
 * 120-380 ms for every call; a spec that asserts a loading or submitting state holds that request itself
 * (`page.route`) rather than relying on the latency. An explicit `latencyMs` option wins over it; the demo a user
 * opens never has it set.
 */
export const DEMO_NO_LATENCY_KEY = 'kk:test-demo-no-latency';

/** Whether the e2e hook {@link DEMO_NO_LATENCY_KEY} is set (false when storage cannot be read). */
function demoLatencyTurnedOff(): boolean {
  try {
    return localStorage.getItem(DEMO_NO_LATENCY_KEY) === '1';
  } catch {
    return false;
  }
}

/** The query parameter that starts the demo again from the seed: `http://localhost:4200/?reset-demo`. */
export const RESET_DEMO_PARAM = 'reset-demo';

/**
 * Starts the fake backend in the page (demo mode): MSW's request interceptors take the page's
 * `fetch` and `XMLHttpRequest` calls, and the same handlers as the tests and stories answer them,
 * with a short realistic latency; the store is kept in localStorage (key `kk_fake_backend`) so a
 * reload keeps what the user did. A call no handler knows goes to the network.
 *
 * In the page and not in a service worker (issue 19): a worker sees every request of the page
 * (each chunk, font and picture made a round trip through the page to be matched against every
 * handler, seconds of main-thread work on a phone) and must be installed before the first call.
 * Here only the API calls of the page's own code are seen; scripts, styles, fonts and pictures never
 * are. Opening the app with `?reset-demo` starts again from the seed (the parameter is then removed
 * from the address bar). Tabs share the store: a write in one is read by the others' next call.
 */
export function startDemoBackend(options: DemoBackendOptions = {}): { stop: () => void } {
  configureFakeBackend({
    persist: options.persist ?? true,
    latencyMs: options.latencyMs ?? (demoLatencyTurnedOff() ? [0, 0] : [120, 380]),
  });
  // The prebuilt seed's core and the app's areas are asked for at once, beside the first render (the
  // interceptor lets these requests through: see below); a part is parsed only when the store needs it.
  const seedUrls = options.seedUrls ? absoluteUrls(options.seedUrls) : null;
  if (seedUrls) configureSeedLoader(seedUrls, ['core', ...(options.areas ?? [])]);
  const url = new URL(window.location.href);
  if (url.searchParams.has(RESET_DEMO_PARAM)) {
    // The stored copy is removed, not overwritten with the seed: the first call starts from it.
    discardDemoData();
    url.searchParams.delete(RESET_DEMO_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }
  // Otherwise the store is read (or copied from the seed) by the first call that needs it, not while
  // the first screen renders; a page with no call never does.
  if (options.persist ?? true) {
    // Another tab wrote the store (a submit, a new order): this tab reads it again on its next
    // call, as one real backend would answer both tabs (an exam submitted in one tab is then
    // refused in the other).
    window.addEventListener('storage', (event) => {
      if (event.key === DB_STORAGE_KEY) reloadDemoData();
    });
  }
  const interceptor = new BatchInterceptor({
    name: 'kk-demo-backend',
    interceptors: [new FetchInterceptor(), new XMLHttpRequestInterceptor()],
  });
  interceptor.on('request', async ({ request, controller }) => {
    if (isSeedUrl(request.url)) return;
    // A handler waits for the parts of the store it reads (`backend.*`); other requests for nothing.
    const response = await getResponse(handlers, request);
    if (!response) return;
    if (options.verbose) console.info(`[demo backend] ${request.method} ${request.url} → ${response.status}`);
    controller.respondWith(response);
  });
  interceptor.apply();
  return {
    stop: () => {
      interceptor.dispose();
      if (seedUrls) resetSeedLoader();
    },
  };
}

function absoluteUrls(urls: DemoSeedUrls): DemoSeedUrls {
  const base = window.location.href;
  return {
    core: new URL(urls.core, base).href,
    shop: new URL(urls.shop, base).href,
    learning: new URL(urls.learning, base).href,
    school: new URL(urls.school, base).href,
  };
}
