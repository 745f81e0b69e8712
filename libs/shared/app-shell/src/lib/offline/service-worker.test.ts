import { registerServiceWorker, serviceWorkerUrl } from './register-service-worker';
import { clearOfflineReads, newVersion } from './service-worker';

/** A service worker container with one registration whose update can be played. */
function stubContainer({ controlled }: { controlled: boolean }) {
  const registrationListeners: Record<string, () => void> = {};
  const installing = {
    state: 'installing',
    listeners: {} as Record<string, () => void>,
    addEventListener(type: string, listener: () => void) {
      this.listeners[type] = listener;
    },
    postMessage: vi.fn(),
  };
  const registration = {
    waiting: null,
    installing,
    addEventListener: (type: string, listener: () => void) => (registrationListeners[type] = listener),
  };
  const container = {
    controller: controlled ? { postMessage: vi.fn() } : null,
    register: vi.fn(async () => registration),
    addEventListener: vi.fn(),
  };
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: container });
  /** The new worker is found, then installed. */
  const installUpdate = () => {
    registrationListeners['updatefound']?.();
    installing.state = 'installed';
    installing.listeners['statechange']?.();
  };
  return { container, installing, installUpdate };
}

describe('the service worker, page side', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the worker the API origin only in production mode', () => {
    expect(serviceWorkerUrl('')).toBe('/sw.js');
    expect(serviceWorkerUrl('https://api.example.ma/')).toBe('/sw.js?api=https%3A%2F%2Fapi.example.ma');
  });

  it('announces nothing on the first install (no older version controls the page)', async () => {
    const { installUpdate } = stubContainer({ controlled: false });
    const seen = vi.fn();
    const stop = newVersion.subscribe(seen);
    await registerServiceWorker();
    installUpdate();
    expect(seen).not.toHaveBeenCalled();
    stop();
  });

  it('announces a new version installed while an old one controls the page; Reload asks it to take over', async () => {
    const { installUpdate, installing } = stubContainer({ controlled: true });
    const seen = vi.fn();
    const stop = newVersion.subscribe(seen);
    await registerServiceWorker();
    expect(newVersion.isWaiting()).toBe(false);
    installUpdate();
    expect(seen).toHaveBeenCalledOnce();
    expect(newVersion.isWaiting()).toBe(true);
    newVersion.applyNow();
    expect(installing.postMessage).toHaveBeenCalledWith({ type: 'kk:skip-waiting' });
    stop();
  });

  it('deletes only the kept API answers', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => ['kk-api-public', 'kk-api-0123', 'kk-assets', 'workbox-precache-v2-/'],
      delete: async (name: string) => deleted.push(name) > 0,
    });
    await clearOfflineReads();
    expect(deleted).toEqual(['kk-api-public', 'kk-api-0123']);
  });
});
