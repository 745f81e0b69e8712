import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopTables } from '@kk/i18n';
import { bootstrapApp } from './bootstrap-app';

/** Serves config.json bodies in turn (the last one stays). */
function serveConfig(...answers: Array<{ body: string; status?: number }>) {
  const fetchMock = vi.fn(async () => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    return new Response(answer?.body ?? '', { status: answer?.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function start(startDemo?: () => Promise<void>) {
  const rootElement = document.createElement('div');
  document.body.append(rootElement);
  await act(() =>
    bootstrapApp({
      rootElement,
      startDemo,
      translations: shopTables,
      render: (config) => <p>app against {config.demo ? 'the demo' : config.apiBaseUrl}</p>,
    }),
  );
  return rootElement;
}

describe('bootstrapApp', () => {
  beforeEach(() => localStorage.setItem('current_language', 'fr'));
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('shows an error screen, never the demo, when config.json is missing; Retry starts the app once it is there', async () => {
    serveConfig(
      { body: 'Not found', status: 404 },
      { body: JSON.stringify({ apiBaseUrl: 'https://api.example.ma', product: 'koolskools' }) },
    );
    const startDemo = vi.fn(async () => undefined);
    await start(startDemo);

    expect(await screen.findByRole('heading', { name: "L'application n'a pas pu démarrer" })).toBeInTheDocument();
    expect(screen.getByText(/Sa configuration n'a pas pu être chargée/)).toBeInTheDocument();
    expect(screen.queryByText(/app against/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('app against https://api.example.ma')).toBeInTheDocument();
    expect(startDemo).not.toHaveBeenCalled();
  });

  it('refuses the SPA fallback page served in place of config.json', async () => {
    serveConfig({ body: '<!doctype html><html><body><div id="root"></div></body></html>' });
    const startDemo = vi.fn(async () => undefined);
    await start(startDemo);
    expect(await screen.findByRole('heading', { name: "L'application n'a pas pu démarrer" })).toBeInTheDocument();
    expect(startDemo).not.toHaveBeenCalled();
  });

  it('refuses "demo": true in a build without the fake backend', async () => {
    serveConfig({ body: JSON.stringify({ demo: true }) });
    await start(undefined);
    expect(await screen.findByText(/ne contient pas le mode démonstration/)).toBeInTheDocument();
  });

  it('starts the fake backend before the app when the demo build is configured for it', async () => {
    serveConfig({ body: JSON.stringify({ demo: true }) });
    const startDemo = vi.fn(async () => undefined);
    await start(startDemo);
    await waitFor(() => expect(screen.getByText('app against the demo')).toBeInTheDocument());
    expect(startDemo).toHaveBeenCalledOnce();
  });

  it('removes a demo worker left on this origin when a real backend is configured, and only that one', async () => {
    const registration = (scriptURL: string) => ({ active: { scriptURL }, unregister: vi.fn(async () => true) });
    const demo = registration('http://localhost/mockServiceWorker.js');
    const other = registration('http://localhost/sw.js');
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { getRegistrations: async () => [demo, other] } });
    serveConfig({ body: JSON.stringify({ apiBaseUrl: 'https://api.example.ma' }) });

    await start(vi.fn(async () => undefined));

    await waitFor(() => expect(demo.unregister).toHaveBeenCalledOnce());
    expect(other.unregister).not.toHaveBeenCalled();
  });
});

describe('bootstrapApp and the service worker', () => {
  beforeEach(() => localStorage.setItem('current_language', 'fr'));
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  function stubServiceWorker() {
    const register = vi.fn(async () => ({ waiting: null, addEventListener: vi.fn() }));
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: { register, controller: null, getRegistrations: async () => [] },
    });
    return register;
  }

  async function startBuilt() {
    const rootElement = document.createElement('div');
    document.body.append(rootElement);
    await act(() =>
      bootstrapApp({
        rootElement,
        translations: shopTables,
        serviceWorker: true,
        render: () => <p>the app</p>,
      }),
    );
  }

  it('registers /sw.js, told the API origin, once the app has rendered', async () => {
    const register = stubServiceWorker();
    serveConfig({ body: JSON.stringify({ apiBaseUrl: 'https://api.example.ma', product: 'koolskools' }) });
    await startBuilt();
    expect(await screen.findByText('the app')).toBeInTheDocument();
    await waitFor(() =>
      expect(register).toHaveBeenCalledWith(`/sw.js?api=${encodeURIComponent('https://api.example.ma')}`, {
        scope: '/',
      }),
    );
  });

  it('registers nothing while the configuration is broken', async () => {
    const register = stubServiceWorker();
    serveConfig({ body: 'Not found', status: 404 });
    await startBuilt();
    expect(await screen.findByRole('heading', { name: "L'application n'a pas pu démarrer" })).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('only logs a failed registration: the app stays up', async () => {
    const register = stubServiceWorker();
    register.mockRejectedValueOnce(new Error('SecurityError'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveConfig({ body: JSON.stringify({ apiBaseUrl: 'https://api.example.ma', product: 'koolskools' }) });
    await startBuilt();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('The service worker could not be registered.', expect.any(Error)),
    );
    expect(screen.getByText('the app')).toBeInTheDocument();
  });
});
