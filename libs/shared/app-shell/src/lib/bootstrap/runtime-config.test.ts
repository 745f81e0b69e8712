import { getApiConfig } from '@kk/api-clients';
import { loadRuntimeConfig, parseRuntimeConfig, RuntimeConfigError, safeApiBaseUrl } from './runtime-config';

const withDemo = { demoAvailable: true };
const withoutDemo = { demoAvailable: false };

function problemOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof RuntimeConfigError ? error.problem : `not a RuntimeConfigError: ${String(error)}`;
  }
  return undefined;
}

describe('parseRuntimeConfig', () => {
  it('keeps an https backend without its trailing slash, and the product slug', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: 'https://api.example.ma/', product: 'shop-ma' }, withoutDemo)).toEqual({
      demo: false,
      apiBaseUrl: 'https://api.example.ma',
      product: 'shop-ma',
    });
  });

  it('starts the demo only when asked and only in a build that has it', () => {
    expect(parseRuntimeConfig({ demo: true }, withDemo)).toEqual({ demo: true, apiBaseUrl: '', product: 'koolskools' });
    expect(problemOf(() => parseRuntimeConfig({ demo: true }, withoutDemo))).toBe('demo-unavailable');
  });

  it('never falls back to the demo: no backend, a foreign value or an insecure URL is invalid', () => {
    for (const body of [
      {},
      { apiBaseUrl: '' },
      { apiBaseUrl: 42 },
      { apiBaseUrl: 'http://api.example.ma' },
      { apiBaseUrl: '/api' },
      { apiBaseUrl: 'https://api.example.ma', product: '../evil' },
      { demo: 'true' },
      [],
      'index',
      null,
    ]) {
      expect(
        problemOf(() => parseRuntimeConfig(body, withDemo)),
        JSON.stringify(body),
      ).toBe('invalid');
    }
  });
});

describe('safeApiBaseUrl', () => {
  it('accepts https anywhere and http on loopback hosts only', () => {
    expect(safeApiBaseUrl('https://api.example.ma/base/')).toBe('https://api.example.ma/base');
    expect(safeApiBaseUrl('http://localhost:8000')).toBe('http://localhost:8000');
    expect(safeApiBaseUrl('http://127.0.0.1:8000/')).toBe('http://127.0.0.1:8000');
    expect(safeApiBaseUrl('http://[::1]:8000')).toBe('http://[::1]:8000');
    expect(safeApiBaseUrl('http://api.example.ma')).toBeNull();
    expect(safeApiBaseUrl('http://localhost.evil.example')).toBeNull();
    expect(safeApiBaseUrl(['javascript', 'alert(1)'].join(':'))).toBeNull();
    expect(safeApiBaseUrl('https://user:pw@api.example.ma')).toBeNull();
    expect(safeApiBaseUrl('api.example.ma')).toBeNull();
  });
});

describe('loadRuntimeConfig', () => {
  afterEach(() => vi.unstubAllGlobals());

  const serve = (body: string, status = 200) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status })),
    );

  it('configures the API layer with the served config.json', async () => {
    serve(JSON.stringify({ apiBaseUrl: 'https://backend.test', product: 'kk' }));
    const config = await loadRuntimeConfig({ url: '/config.json', demoAvailable: true });
    expect(config.demo).toBe(false);
    expect(getApiConfig()).toEqual({ baseUrl: 'https://backend.test', product: 'kk' });
  });

  it('refuses to start when config.json is missing, or is the SPA fallback page', async () => {
    serve('not found', 404);
    await expect(loadRuntimeConfig({ url: '/config.json', demoAvailable: true })).rejects.toMatchObject({
      problem: 'unreadable',
    });
    serve('<!doctype html><html><body><div id="root"></div></body></html>');
    await expect(loadRuntimeConfig({ url: '/config.json', demoAvailable: true })).rejects.toMatchObject({
      problem: 'unreadable',
    });
  });

  it('refuses to start when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(loadRuntimeConfig({ url: '/config.json', demoAvailable: true })).rejects.toMatchObject({
      problem: 'unreadable',
    });
  });
});
