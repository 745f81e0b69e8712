import { startDemoBackend } from './demo';
import { serveDemoBackend } from './lib/demo/backend';
import type { DemoBackendPort } from './lib/demo/protocol';
import { server } from './node';

/** The shop's handlers' chunk fails to arrive `failures.left` times (a dropped connection), then arrives. */
const failures = vi.hoisted(() => ({ left: 0 }));
vi.mock('./lib/shop', async (importOriginal) => {
  if (failures.left > 0) {
    failures.left -= 1;
    throw new Error('Failed to fetch dynamically imported module: /assets/shop-Ab12Cd34.js');
  }
  return importOriginal();
});

describe("startDemoBackend when its handlers' chunk cannot be fetched", () => {
  let demo: { stop: () => void } | null = null;

  // The page alone: no msw/node server beside the demo backend's own interceptor.
  beforeEach(() => server.close());

  afterEach(() => {
    server.listen({ onUnhandledRequest: 'error' });
    demo?.stop();
    demo = null;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the calls meanwhile to the network, and loads the handlers again on the next call', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('no backend here', { status: 502 })),
    );
    vi.stubGlobal('window', {
      location: { href: 'http://localhost/' },
      history: { state: null, replaceState: vi.fn() },
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    });
    failures.left = 3;
    const channel = new MessageChannel();
    serveDemoBackend(channel.port2 as unknown as DemoBackendPort);
    demo = startDemoBackend({
      connect: () => channel.port1 as unknown as DemoBackendPort,
      areas: ['shop'],
      persist: false,
      latencyMs: [0, 0],
    });
    const login = () =>
      fetch('http://localhost/koolskools/api/users_api', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'login', username: 'client', password: 'client123' }),
      });

    // The backend asked for the shop's handlers as it started, in vain.
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    // The call asks again; the shop's handlers fail, and so does the fallback that would load every
    // area's (it needs the shop's chunk too): the call goes to the network, which has no backend here.
    expect((await login()).status).toBe(502);
    expect(error).toHaveBeenCalledTimes(3);
    expect(error).toHaveBeenCalledWith('The demo backend could not load its handlers.', expect.any(Error));

    const again = await login();
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ success: true, token: expect.any(String) });
  });
});
