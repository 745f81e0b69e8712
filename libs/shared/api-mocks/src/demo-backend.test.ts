import { resolveRelativeDays } from './lib/learning/alerts.seed';
import { DB_STORAGE_KEY, SEED_AREAS, getDb, hasArea, hasInstalledSeed, type FakeDbState } from './lib/core/db';
import { parseCompact } from './lib/core/compact-json';
import { seedTexts } from './lib/core/seed-text';
import { demoToken } from './lib/core/users';
import { getResponse } from 'msw';
import { handlersOf, serveDemoBackend } from './lib/demo/backend';
import {
  configureFakeBackend,
  DEMO_NO_LATENCY_KEY,
  getFakeBackendSettings,
  handlers,
  learningHandlers,
  schoolHandlers,
  server,
  shopHandlers,
  startDemoBackend,
  type DemoSeedUrls,
  type SeedPart,
} from './node';
import type * as SeedDbModule from './lib/core/seed-db';
import type { DemoBackendPort } from './lib/demo/protocol';
import { resetSeedLoader } from './lib/core/seed-loader';
import { setFakeBackendStorage } from './lib/core/settings';

/** The seed's generators, which the demo build leaves out: here they refuse to run once `refuse` is set. */
const generators = vi.hoisted(() => ({ refuse: false, calls: 0 }));
vi.mock('./lib/core/seed-db', async (importOriginal) => {
  const actual = await importOriginal<typeof SeedDbModule>();
  return {
    seedDb: () => {
      generators.calls += 1;
      if (generators.refuse) throw new Error('seedDb() called in the page of a demo build');
      return actual.seedDb();
    },
  };
});

const SEED_URLS: DemoSeedUrls = {
  core: 'http://localhost/assets/demo-seed-core-Ab12Cd34.json',
  shop: 'http://localhost/assets/demo-seed-shop-Ef56Gh78.json',
  learning: 'http://localhost/assets/demo-seed-learning-Ij90Kl12.json',
  school: 'http://localhost/assets/demo-seed-school-Mn34Op56.json',
};

/** The demo backend served in this thread (its worker in the page), on a channel like the worker's. */
function inThread() {
  const channel = new MessageChannel();
  serveDemoBackend(channel.port2 as unknown as DemoBackendPort);
  return channel.port1 as unknown as DemoBackendPort;
}

/** The whole store as the page makes it from the four parts: parsed, relative days resolved today. */
function wholeSeed(texts: Record<SeedPart, string>): FakeDbState {
  const db = parseCompact(texts.core) as FakeDbState;
  for (const area of SEED_AREAS) Object.assign(db, { [area]: parseCompact(texts[area]) });
  resolveRelativeDays(db);
  return db;
}

function pick({ users, tokens, learning, school }: FakeDbState) {
  return { users, tokens, learning, school };
}

describe('the prebuilt seed (demo builds)', () => {
  it('is the seed of seedDb(), cut into the core and one part per area, in compact JSON', async () => {
    const { seedDb } = await vi.importActual<typeof SeedDbModule>('./lib/core/seed-db');
    const { shop, learning, school, ...core } = JSON.parse(JSON.stringify(seedDb())) as FakeDbState;
    const texts = seedTexts();

    expect(Object.keys(texts).sort()).toEqual(['core', 'learning', 'school', 'shop']);
    expect(parseCompact(texts.core)).toEqual(core);
    expect(parseCompact(texts.shop)).toEqual(shop);
    expect(parseCompact(texts.learning)).toEqual(learning);
    expect(parseCompact(texts.school)).toEqual(school);
  });

  it('keeps the cross-area rows of seedParentAlerts together (users, learning, school)', () => {
    const texts = seedTexts();
    const users = (parseCompact(texts.core) as FakeDbState).users;
    const learning = parseCompact(texts.learning) as FakeDbState['learning'];
    const school = parseCompact(texts.school) as FakeDbState['school'];
    const eleve = users.find((u) => u.username === 'eleve');
    const relative = learning.relativeDays;

    // The demo student's absence of yesterday is in the school part, its relative day in learning's.
    const absenceIds = Object.keys(relative?.absences ?? {}).map(Number);
    expect(absenceIds).toHaveLength(1);
    const absence = school.absences.find((a) => a.id === absenceIds[0]);
    expect(school.students.find((st) => st.id === absence?.student_id)?.user_id).toBe(eleve?.id);
    // The friend request waiting for him comes from a user of the core part.
    const requestIds = Object.keys(relative?.friendRequests ?? {}).map(Number);
    expect(requestIds).toHaveLength(1);
    const request = learning.friends.find((f) => f.id === requestIds[0]);
    expect(request).toMatchObject({ user_id: eleve?.id, status: 'pending' });
    expect(users.some((u) => u.id === request?.owner_id)).toBe(true);
  });
});

describe("the demo's handlers (handlersOf)", () => {
  it("are an app's areas' handlers only, in the order of the tests' handlers", async () => {
    const shop = await handlersOf(['shop']);
    expect(shop).toEqual(expect.arrayContaining(shopHandlers));
    expect(shop.some((h) => learningHandlers.includes(h) || schoolHandlers.includes(h))).toBe(false);
    expect(shop).toEqual(handlers.filter((h) => shop.includes(h)));

    const learning = await handlersOf(['learning', 'school']);
    expect(learning).toEqual(expect.arrayContaining([...learningHandlers, ...schoolHandlers]));
    expect(learning.some((h) => shopHandlers.includes(h))).toBe(false);
    expect(learning).toEqual(handlers.filter((h) => learning.includes(h)));

    expect(await handlersOf(['school', 'shop', 'learning'])).toEqual(handlers);
  });

  it('include the reference lists both apps read at start-up, whatever the areas', async () => {
    const answered = async (areas: Parameters<typeof handlersOf>[0], url: string) =>
      (await getResponse(await handlersOf(areas), new Request(url)))?.status;

    for (const areas of [['shop'], ['learning', 'school']] as const) {
      expect(await answered(areas, 'http://localhost/koolskools/api/levels')).toBe(200);
      expect(await answered(areas, 'http://localhost/koolskools/api/subjects')).toBe(200);
      expect(await answered(areas, 'http://localhost/koolskools/api/levels_groups_api')).toBe(200);
    }
  });
});

describe('startDemoBackend({ seedUrls, areas }) in the page', () => {
  const texts = seedTexts();
  let storage: Map<string, string>;
  let network: ReturnType<typeof vi.fn>;
  let demo: { stop: () => void } | null = null;

  function stubWindow(href: string): void {
    vi.stubGlobal('window', {
      location: { href },
      history: { state: null, replaceState: vi.fn() },
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    });
  }

  /** The parts of the seed the page fetched, in order. */
  function fetchedParts(): string[] {
    const urls = network.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
    return urls.flatMap((url) =>
      Object.entries(SEED_URLS)
        .filter(([, u]) => u === url)
        .map(([part]) => part),
    );
  }

  function storedCopy(): Record<string, unknown> {
    return parseCompact(storage.get(DB_STORAGE_KEY) ?? 'null') as Record<string, unknown>;
  }

  function shopLogin(username: string, password: string): Promise<Response> {
    return fetch('http://localhost/koolskools/api/users_api', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'login', username, password }),
    });
  }

  function learningLogin(username: string, password: string): Promise<Response> {
    return fetch('http://localhost/api/koolskools/v1/account/login_with_token/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  }

  beforeEach(() => {
    // The page alone: no msw/node server beside the demo backend's own interceptor.
    server.close();
    storage = new Map();
    network = vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      const part = (Object.keys(SEED_URLS) as SeedPart[]).find((p) => SEED_URLS[p] === url);
      if (part) return new Response(texts[part], { headers: { 'Content-Type': 'application/json' } });
      return new Response('not found', { status: 404 });
    });
    vi.stubGlobal('fetch', network);
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    });
    stubWindow('http://localhost/?reset-demo');
    generators.refuse = true;
    generators.calls = 0;
  });

  afterEach(() => {
    demo?.stop();
    demo = null;
    // What the page's end of the worker does when the page goes: the backend shares this thread here.
    resetSeedLoader();
    setFakeBackendStorage(null);
    generators.refuse = false;
    vi.unstubAllGlobals();
    server.listen({ onUnhandledRequest: 'error' });
  });

  it("the shop's page fetches the core and the shop's part only, answers without the generators, and stores nothing before a write", async () => {
    storage.set(DB_STORAGE_KEY, '{"version":1}');
    demo = startDemoBackend({ connect: inThread, seedUrls: SEED_URLS, areas: ['shop'], latencyMs: [0, 0] });

    // ?reset-demo removed the stored copy instead of writing the seed there.
    expect(storage.has(DB_STORAGE_KEY)).toBe(false);

    const accounts = await fetch('http://localhost/__fake_backend/accounts');
    expect(accounts.status).toBe(200);
    expect(await accounts.json()).toEqual({
      accounts: expect.arrayContaining([expect.objectContaining({ username: 'eleve', password: 'eleve123' })]),
    });
    expect(storage.has(DB_STORAGE_KEY)).toBe(false);

    const login = await shopLogin('client', 'client123');
    expect(await login.json()).toMatchObject({ success: true, token: expect.any(String) });
    // The shop's start-up also reads the learning platform's level groups, which need no area.
    const groups = await fetch('http://localhost/koolskools/api/levels_groups_api');
    expect(groups.status).toBe(200);

    expect(fetchedParts()).toEqual(['core', 'shop']);
    expect(hasInstalledSeed('core')).toBe(true);
    expect(hasInstalledSeed('learning')).toBe(false);
    expect(generators.calls).toBe(0);
    const db = getDb();
    expect(hasArea(db, 'shop')).toBe(true);
    expect(hasArea(db, 'learning')).toBe(false);
    expect(() => db.school).toThrow(/"school" area is not loaded/);
    // The first write stored the store: the core and the shop only.
    const stored = storedCopy();
    expect(Object.keys(stored).sort()).toEqual(['nextIds', 'shop', 'tokens', 'users', 'version']);
    expect(stored['shop']).toEqual(parseCompact(texts.shop));
  });

  it("a learning or school call from the shop's page fetches learning and school on first use and answers as with the whole seed", async () => {
    demo = startDemoBackend({ connect: inThread, seedUrls: SEED_URLS, areas: ['shop'], latencyMs: [0, 0] });

    const absences = await fetch('http://localhost/schools_absence_handler', {
      headers: { Authorization: `Bearer ${demoToken('ecole')}` },
    });
    expect(absences.status).toBe(200);
    // The demo student's absence of yesterday (a relative day of the seed) is dated yesterday.
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    const day = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, '0')}-${String(yesterday.getDate()).padStart(2, '0')}`;
    expect(JSON.stringify(await absences.json())).toContain(`"date":"${day}"`);

    // The shop's part, asked for at start, is parsed only when a shop call needs it.
    expect([...fetchedParts()].sort()).toEqual(['core', 'learning', 'school', 'shop']);
    expect(generators.calls).toBe(0);
    const { users, tokens, learning, school } = getDb();
    expect({ users, tokens, learning, school }).toEqual(pick(wholeSeed(texts)));
    expect(hasArea(getDb(), 'shop')).toBe(false);

    const orders = await fetch('http://localhost/koolskools/api/orders_api?action=get_my_orders', {
      headers: { Authorization: `Token ${demoToken('client')}` },
    });
    expect(orders.status).toBe(200);
    expect(getDb()).toEqual(wholeSeed(texts));
  });

  it('a stored copy without some areas keeps its data and takes the others from their seed files', async () => {
    demo = startDemoBackend({ connect: inThread, seedUrls: SEED_URLS, areas: ['shop'], latencyMs: [0, 0] });
    const shopToken = ((await (await shopLogin('client', 'client123')).json()) as { token: string }).token;
    expect(Object.keys(storedCopy())).not.toContain('learning');
    demo.stop();

    // The next page (no ?reset-demo) reads the stored copy, then the learning platform's call
    // brings learning and school from the seed beside it.
    network.mockClear();
    stubWindow('http://localhost/');
    demo = startDemoBackend({
      connect: inThread,
      seedUrls: SEED_URLS,
      areas: ['learning', 'school'],
      latencyMs: [0, 0],
    });
    const login = await learningLogin('eleve', 'eleve123');
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ access_token: expect.any(String) });

    expect([...fetchedParts()].sort()).toEqual(['core', 'learning', 'school']);
    const stored = storedCopy();
    expect(Object.keys(stored).sort()).toEqual(['learning', 'nextIds', 'school', 'shop', 'tokens', 'users', 'version']);
    // The first page's session is still there.
    expect((stored['tokens'] as Record<string, number>)[shopToken]).toBeGreaterThan(0);
    expect(generators.calls).toBe(0);
  });

  describe('its pretend latency', () => {
    afterEach(() => configureFakeBackend({ latencyMs: [0, 0], persist: false }));

    /** One call answered: the backend has taken the page's settings (messages arrive in order). */
    const answered = () => fetch('http://localhost/__fake_backend/accounts');

    it('waits 120-380 ms before each answer by default, as the demo a user opens does', async () => {
      demo = startDemoBackend({ connect: inThread, seedUrls: SEED_URLS, areas: ['shop'] });
      await answered();

      expect(getFakeBackendSettings().latencyMs).toEqual([120, 380]);
    });

    it("answers at once when the e2e test hook is set (localStorage 'kk:test-demo-no-latency' = '1')", async () => {
      expect(DEMO_NO_LATENCY_KEY).toBe('kk:test-demo-no-latency');
      storage.set(DEMO_NO_LATENCY_KEY, '1');
      configureFakeBackend({ latencyMs: [120, 380] });
      demo = startDemoBackend({ connect: inThread, seedUrls: SEED_URLS, areas: ['shop'] });
      await answered();

      expect(getFakeBackendSettings().latencyMs).toEqual([0, 0]);
    });

    it('keeps the latency for any other value of the hook, and an explicit latency wins over it', async () => {
      storage.set(DEMO_NO_LATENCY_KEY, 'true');
      demo = startDemoBackend({ connect: inThread, seedUrls: SEED_URLS, areas: ['shop'] });
      await answered();
      expect(getFakeBackendSettings().latencyMs).toEqual([120, 380]);
      demo.stop();

      storage.set(DEMO_NO_LATENCY_KEY, '1');
      demo = startDemoBackend({ connect: inThread, seedUrls: SEED_URLS, areas: ['shop'], latencyMs: [50, 60] });
      await answered();
      expect(getFakeBackendSettings().latencyMs).toEqual([50, 60]);
    });
  });
});
