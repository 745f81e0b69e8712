import { BatchInterceptor } from '@mswjs/interceptors';
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest';
import { getResponse, type RequestHandler } from 'msw';
import { fakeBackendHandlers } from './lib/core/handlers';
import { configureFakeBackend, type FakeBackendSettings } from './lib/core/settings';
import {
  DB_STORAGE_KEY,
  discardDemoData,
  hasInstalledSeed,
  installSeed,
  loadStoredDb,
  reloadDemoData,
} from './lib/core/db';
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
} from './lib/core/db';
export type { FakeDbState } from './lib/core/db';
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
   * Address of the seed built at build time (`virtual:kk-demo-seed` of tools/vite/demo-seed.mts in
   * the demo builds): fetched at once, and the store's fresh copies are parsed from it. Without it
   * (dev server) the seed is built in the page by `seedDb()`.
   */
  seedUrl?: string | null;
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
  const seedUrl = options.seedUrl ? new URL(options.seedUrl, window.location.href).href : null;
  // The prebuilt seed is asked for at once, beside the first render (the interceptor lets this one
  // request through: see below); it is parsed only if the store needs a fresh copy.
  const seedText = seedUrl ? fetchSeed(seedUrl) : null;
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
    if (request.url === seedUrl) return;
    if (seedText) await demoDataReady(request, seedText);
    const response = await getResponse(handlers, request);
    if (!response) return;
    if (options.verbose) console.info(`[demo backend] ${request.method} ${request.url} → ${response.status}`);
    controller.respondWith(response);
  });
  interceptor.apply();
  return { stop: () => interceptor.dispose() };
}

function fetchSeed(seedUrl: string): Promise<string> {
  const text = fetch(seedUrl).then((response) => {
    if (!response.ok) throw new Error(`The demo seed could not be read (${seedUrl}: ${response.status}).`);
    return response.text();
  });
  // Logged here; a call that then needs the seed fails (its answer is the handler's error).
  text.catch((error: unknown) => console.error(error));
  return text;
}

/**
 * Before a call is answered in a demo build: the store must be in memory, in localStorage (read
 * now), or copied from the prebuilt seed, which the first call waits for if it has not arrived.
 * A reset always needs the seed.
 */
async function demoDataReady(request: Request, seedText: Promise<string>): Promise<void> {
  if (hasInstalledSeed()) return;
  const reset = new URL(request.url).pathname.endsWith('/__fake_backend/reset');
  if (!reset && loadStoredDb()) return;
  installSeed(await seedText);
}
