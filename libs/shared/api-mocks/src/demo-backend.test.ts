import { resolveRelativeDays } from './lib/learning/alerts.seed';
import { DB_STORAGE_KEY, getDb, hasInstalledSeed } from './lib/core/db';
import { parseCompact } from './lib/core/compact-json';
import { seedText } from './lib/core/seed-text';
import { configureFakeBackend, DEMO_NO_LATENCY_KEY, getFakeBackendSettings, server, startDemoBackend } from './node';
import type * as SeedDbModule from './lib/core/seed-db';

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

const SEED_URL = 'http://localhost/assets/demo-seed-Ab12Cd34.json';

describe('the prebuilt seed (demo builds)', () => {
  it('is the seed of seedDb(), in compact JSON', async () => {
    const { seedDb } = await vi.importActual<typeof SeedDbModule>('./lib/core/seed-db');

    expect(parseCompact(seedText())).toEqual(JSON.parse(JSON.stringify(seedDb())));
  });
});

describe('startDemoBackend({ seedUrl }) in the page', () => {
  const prebuilt = seedText();
  let storage: Map<string, string>;
  let network: ReturnType<typeof vi.fn>;
  let demo: { stop: () => void } | null = null;

  beforeEach(() => {
    // The page alone: no msw/node server beside the demo backend's own interceptor.
    server.close();
    storage = new Map();
    network = vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url === SEED_URL) return new Response(prebuilt, { headers: { 'Content-Type': 'application/json' } });
      return new Response('not found', { status: 404 });
    });
    vi.stubGlobal('fetch', network);
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    });
    vi.stubGlobal('window', {
      location: { href: 'http://localhost/?reset-demo' },
      history: { state: null, replaceState: vi.fn() },
      addEventListener: vi.fn(),
    });
    generators.refuse = true;
    generators.calls = 0;
  });

  afterEach(() => {
    demo?.stop();
    demo = null;
    generators.refuse = false;
    vi.unstubAllGlobals();
    server.listen({ onUnhandledRequest: 'error' });
  });

  it('fetches the seed once, answers from it without running the generators, and stores nothing before a write', async () => {
    storage.set(DB_STORAGE_KEY, '{"version":1}');
    demo = startDemoBackend({ seedUrl: SEED_URL, latencyMs: [0, 0] });

    // ?reset-demo removed the stored copy instead of writing the seed there.
    expect(storage.has(DB_STORAGE_KEY)).toBe(false);

    const accounts = await fetch('http://localhost/__fake_backend/accounts');
    expect(accounts.status).toBe(200);
    expect(await accounts.json()).toEqual({
      accounts: expect.arrayContaining([expect.objectContaining({ username: 'eleve', password: 'eleve123' })]),
    });

    const seedFetches = network.mock.calls.filter(
      ([input]) => (input instanceof Request ? input.url : String(input)) === SEED_URL,
    );
    expect(seedFetches).toHaveLength(1);
    expect(hasInstalledSeed()).toBe(true);
    expect(generators.calls).toBe(0);
    // The store is the prebuilt seed, its relative days resolved today; nothing written yet.
    const expected = parseCompact(prebuilt) as ReturnType<typeof getDb>;
    resolveRelativeDays(expected);
    expect(getDb()).toEqual(expected);
    expect(storage.has(DB_STORAGE_KEY)).toBe(false);

    const login = await fetch('http://localhost/koolskools/api/users_api', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'login', username: 'client', password: 'client123' }),
    });
    expect(await login.json()).toMatchObject({ success: true, token: expect.any(String) });
    // The first write stores the store.
    expect(storage.has(DB_STORAGE_KEY)).toBe(true);
    expect(generators.calls).toBe(0);
  });

  describe('its pretend latency', () => {
    afterEach(() => configureFakeBackend({ latencyMs: [0, 0], persist: false }));

    it('waits 120-380 ms before each answer by default, as the demo a user opens does', () => {
      demo = startDemoBackend({ seedUrl: SEED_URL });

      expect(getFakeBackendSettings().latencyMs).toEqual([120, 380]);
    });

    it("answers at once when the e2e test hook is set (localStorage 'kk:test-demo-no-latency' = '1')", () => {
      expect(DEMO_NO_LATENCY_KEY).toBe('kk:test-demo-no-latency');
      storage.set(DEMO_NO_LATENCY_KEY, '1');
      demo = startDemoBackend({ seedUrl: SEED_URL });

      expect(getFakeBackendSettings().latencyMs).toEqual([0, 0]);
    });

    it('keeps the latency for any other value of the hook, and an explicit latency wins over it', () => {
      storage.set(DEMO_NO_LATENCY_KEY, 'true');
      demo = startDemoBackend({ seedUrl: SEED_URL });
      expect(getFakeBackendSettings().latencyMs).toEqual([120, 380]);
      demo.stop();

      storage.set(DEMO_NO_LATENCY_KEY, '1');
      demo = startDemoBackend({ seedUrl: SEED_URL, latencyMs: [50, 60] });
      expect(getFakeBackendSettings().latencyMs).toEqual([50, 60]);
    });
  });
});
