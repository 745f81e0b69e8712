import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { shopTables } from '@kk/i18n';
import { eagerPage, lazyPage } from '../routing/lazy-page';
import { bootstrapApp, type BootstrapOptions } from './bootstrap-app';

/** Serves config.json bodies in turn (the last one stays). */
function serveConfig(...answers: Array<{ body: string; status?: number }>) {
  const fetchMock = vi.fn(async () => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    return new Response(answer?.body ?? '', { status: answer?.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Starts the app in `rootElement` as it is (empty, or a page drawn before), French tables. */
function startIn(rootElement: HTMLElement, options: Omit<BootstrapOptions, 'rootElement' | 'translations'>) {
  return act(() => bootstrapApp({ rootElement, translations: shopTables, ...options }));
}

async function start(startDemo?: () => Promise<void>, prerendered?: string) {
  const rootElement = document.createElement('div');
  if (prerendered !== undefined) rootElement.innerHTML = prerendered;
  document.body.append(rootElement);
  await startIn(rootElement, {
    startDemo,
    render: (config) => <p>app against {config.demo ? 'the demo' : config.apiBaseUrl}</p>,
  });
  return rootElement;
}

// Every test: French, and nothing left of the last one (stubbed fetch or navigator, its root).
beforeEach(() => localStorage.setItem('current_language', 'fr'));
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('bootstrapApp', () => {
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

  it("starts the first screen's preload right after the entry, beside config.json, not after it", async () => {
    let answerConfig: () => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answerConfig = () =>
              resolve(new Response(JSON.stringify({ demo: false, apiBaseUrl: 'https://api.example.ma' })));
          }),
      ),
    );
    const preload = vi.fn();
    const rootElement = document.createElement('div');
    document.body.append(rootElement);
    const started = startIn(rootElement, { preload, render: () => <p>app</p> });

    // Its own task, right after the entry's (config.json still unanswered).
    expect(preload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(preload).toHaveBeenCalledOnce());
    answerConfig();
    await started;
    expect(await screen.findByText('app')).toBeInTheDocument();
    expect(preload).toHaveBeenCalledOnce();
  });

  it("asks for the first screen's data once the configuration is read, before the translations and the first render", async () => {
    let answerConfig: () => void = () => undefined;
    const network = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answerConfig = () =>
            resolve(new Response(JSON.stringify({ demo: false, apiBaseUrl: 'https://api.example.ma' })));
        }),
    );
    vi.stubGlobal('fetch', network);
    const order: string[] = [];
    const prefetch = vi.fn(() => void order.push('prefetch'));
    const render = vi.fn(() => {
      order.push('render');
      return <p>app</p>;
    });
    const rootElement = document.createElement('div');
    document.body.append(rootElement);
    const started = startIn(rootElement, { prefetch, render });

    // config.json asked for, not answered yet.
    await vi.waitFor(() => expect(network).toHaveBeenCalledOnce());
    expect(prefetch).not.toHaveBeenCalled();
    answerConfig();
    await started;
    expect(await screen.findByText('app')).toBeInTheDocument();
    expect(order).toEqual(['prefetch', 'render']);
  });

  it('renders the app when asking for the first data fails (logged): the page asks when it renders', async () => {
    serveConfig({ body: JSON.stringify({ apiBaseUrl: 'https://api.example.ma', product: 'koolskools' }) });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rootElement = document.createElement('div');
    document.body.append(rootElement);
    await startIn(rootElement, {
      prefetch: () => {
        throw new Error('no store');
      },
      render: () => <p>app</p>,
    });
    expect(await screen.findByText('app')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith("The first screen's data could not be asked for.", expect.any(Error));
    logged.mockRestore();
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

  it('renders beside the fake backend of the demo build, and holds the API calls made before it is up', async () => {
    const network = serveConfig({ body: JSON.stringify({ demo: true }) });
    let backendUp: () => void = () => undefined;
    const startDemo = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          backendUp = () => {
            // What the fake backend does once its chunk is loaded: it takes the page's fetch.
            const underlying = globalThis.fetch;
            globalThis.fetch = async (input, init) =>
              String(input).endsWith('/api/hello') ? new Response('from the demo') : underlying(input, init);
            resolve();
          };
        }),
    );
    await start(startDemo);
    expect(await screen.findByText('app against the demo')).toBeInTheDocument();
    expect(startDemo).toHaveBeenCalledOnce();

    const early = fetch('/api/hello').then((response) => response.text());
    backendUp();
    expect(await early).toBe('from the demo');
    // What the fake backend does not answer goes to the network, once.
    await fetch('/elsewhere');
    expect(network).toHaveBeenLastCalledWith('/elsewhere', undefined);
  });

  it('still renders when the fake backend fails to start (logged), its calls going to the network', async () => {
    const network = serveConfig({ body: JSON.stringify({ demo: true }) });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await start(vi.fn(async () => Promise.reject(new Error('no chunk'))));
    expect(await screen.findByText('app against the demo')).toBeInTheDocument();
    await fetch('/api/hello');
    expect(network).toHaveBeenLastCalledWith('/api/hello', undefined);
    expect(logged).toHaveBeenCalledWith('The demo backend could not start.', expect.any(Error));
  });

  it.each([
    ['a real backend', { apiBaseUrl: 'https://api.example.ma' }],
    ['the demo', { demo: true }],
  ])(
    'removes the demo service worker an earlier demo left on this origin, and only that one (%s)',
    async (_, config) => {
      const registration = (scriptURL: string) => ({ active: { scriptURL }, unregister: vi.fn(async () => true) });
      const demo = registration('http://localhost/mockServiceWorker.js');
      const other = registration('http://localhost/sw.js');
      vi.stubGlobal('navigator', { ...navigator, serviceWorker: { getRegistrations: async () => [demo, other] } });
      serveConfig({ body: JSON.stringify(config) });

      await start(vi.fn(async () => undefined));

      await waitFor(() => expect(demo.unregister).toHaveBeenCalledOnce());
      expect(other.unregister).not.toHaveBeenCalled();
    },
  );
});

describe('bootstrapApp and the service worker', () => {
  function stubServiceWorker() {
    const register = vi.fn(async () => ({ waiting: null, addEventListener: vi.fn() }));
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: { register, controller: null, getRegistrations: async () => [], addEventListener: vi.fn() },
    });
    return register;
  }

  async function startBuilt() {
    const rootElement = document.createElement('div');
    document.body.append(rootElement);
    await startIn(rootElement, { serviceWorker: true, render: () => <p>the app</p> });
  }

  it('registers /sw.js, told the API origin, once the app has rendered', async () => {
    const register = stubServiceWorker();
    const logged = vi.spyOn(console, 'error');
    serveConfig({ body: JSON.stringify({ apiBaseUrl: 'https://api.example.ma', product: 'koolskools' }) });
    await startBuilt();
    expect(await screen.findByText('the app')).toBeInTheDocument();
    await waitFor(() =>
      expect(register).toHaveBeenCalledWith(`/sw.js?api=${encodeURIComponent('https://api.example.ma')}`, {
        scope: '/',
      }),
    );
    // The registration went through: nothing was reported as failed.
    await act(() => Promise.resolve());
    expect(logged).not.toHaveBeenCalled();
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

describe('bootstrapApp and a page prerendered at build time', () => {
  it('adopts a page prerendered at build time: the drawn markup stays, the app takes it over (hydration)', async () => {
    serveConfig({ body: JSON.stringify({ apiBaseUrl: 'https://api.example.ma', product: 'koolskools' }) });
    const error = vi.spyOn(console, 'error');
    const rootElement = document.createElement('div');
    rootElement.innerHTML = '<p>app against https://api.example.ma</p>';
    const drawn = rootElement.firstElementChild;
    document.body.append(rootElement);

    await startIn(rootElement, { render: (config) => <p>{`app against ${config.apiBaseUrl}`}</p> });

    expect(screen.getByText('app against https://api.example.ma')).toBe(drawn);
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps the prerendered page inert until its own code has adopted it, then usable', async () => {
    serveConfig({ body: JSON.stringify({ apiBaseUrl: 'https://api.example.ma', product: 'koolskools' }) });
    const error = vi.spyOn(console, 'error');
    const rootElement = document.createElement('div');
    rootElement.setAttribute('data-kk-prerendered', '');
    rootElement.setAttribute('inert', '');
    // What React's prerender writes for a lazy page inside a Suspense boundary.
    rootElement.innerHTML = '<!--$--><button type="button">Se connecter</button><!--/$-->';
    const drawn = rootElement.querySelector('button');
    document.body.append(rootElement);
    let arrive: (page: ComponentType) => void = () => undefined;
    const page = lazyPage(() => new Promise((resolve) => (arrive = resolve)));

    await startIn(rootElement, { render: () => <Suspense fallback={null}>{page}</Suspense> });
    // Started, but the page's chunk has not arrived: the drawn button stays, and cannot be used yet.
    expect(rootElement).toHaveAttribute('inert');
    expect(rootElement.querySelector('button')).toBe(drawn);

    await act(async () => arrive(() => <button type="button">Se connecter</button>));

    await waitFor(() => expect(rootElement).not.toHaveAttribute('inert'));
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBe(drawn);
    expect(error).not.toHaveBeenCalled();
  });

  it('makes a prerendered page of the entry (eagerPage) usable once adopted', async () => {
    serveConfig({ body: JSON.stringify({ apiBaseUrl: 'https://api.example.ma', product: 'koolskools' }) });
    const error = vi.spyOn(console, 'error');
    const rootElement = document.createElement('div');
    rootElement.setAttribute('data-kk-prerendered', '');
    rootElement.setAttribute('inert', '');
    rootElement.innerHTML = '<h1>Bienvenue</h1>';
    const drawn = rootElement.firstElementChild;
    document.body.append(rootElement);

    await startIn(rootElement, { render: () => eagerPage(() => <h1>Bienvenue</h1>) });

    await waitFor(() => expect(rootElement).not.toHaveAttribute('inert'));
    expect(screen.getByRole('heading', { name: 'Bienvenue' })).toBe(drawn);
    expect(error).not.toHaveBeenCalled();
  });

  it('replaces a prerendered page with the error screen, usable, when the configuration cannot be read', async () => {
    serveConfig(
      { body: 'Not found', status: 404 },
      { body: JSON.stringify({ apiBaseUrl: 'https://api.example.ma', product: 'koolskools' }) },
    );
    const rootElement = document.createElement('div');
    rootElement.setAttribute('data-kk-prerendered', '');
    rootElement.setAttribute('inert', '');
    rootElement.innerHTML = '<h1>Connexion</h1>';
    document.body.append(rootElement);

    await startIn(rootElement, { render: (config) => <p>{`app against ${config.apiBaseUrl}`}</p> });

    expect(await screen.findByRole('heading', { name: "L'application n'a pas pu démarrer" })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Connexion' })).not.toBeInTheDocument();
    expect(rootElement).not.toHaveAttribute('inert');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('app against https://api.example.ma')).toBeInTheDocument();
  });

  it('does not adopt the French page of a user whose stored language is another: the app draws its own and shows it', async () => {
    serveConfig({ body: JSON.stringify({ apiBaseUrl: 'https://api.example.ma', product: 'koolskools' }) });
    const error = vi.spyOn(console, 'error');
    const info = vi.spyOn(console, 'info');
    document.documentElement.setAttribute('data-kk-other-language', 'ar');
    const rootElement = document.createElement('div');
    rootElement.setAttribute('data-kk-prerendered', '');
    rootElement.setAttribute('inert', '');
    rootElement.innerHTML = '<p>app against https://api.example.ma</p>';
    const drawn = rootElement.firstElementChild;
    document.body.append(rootElement);
    try {
      await startIn(rootElement, { render: (config) => <p>{`app against ${config.apiBaseUrl}`}</p> });

      const page = screen.getByText('app against https://api.example.ma');
      expect(page).not.toBe(drawn);
      expect(rootElement).not.toHaveAttribute('data-kk-prerendered');
      expect(rootElement).not.toHaveAttribute('inert');
      expect(info).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    } finally {
      document.documentElement.removeAttribute('data-kk-other-language');
    }
  });

  it('renders a prerendered page again when it does not match (another language, a session), without an error in the console', async () => {
    serveConfig({ body: JSON.stringify({ apiBaseUrl: 'https://api.example.ma', product: 'koolskools' }) });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await start(undefined, '<p>Connexion en français</p>');

    expect(await screen.findByText('app against https://api.example.ma')).toBeInTheDocument();
    expect(screen.queryByText('Connexion en français')).not.toBeInTheDocument();
    expect(info).toHaveBeenCalledWith(
      'Prerendered page rendered again on the client.',
      expect.any(String),
      expect.any(String),
    );
    expect(error).not.toHaveBeenCalled();
  });
});
