import { getApiConfig } from '@kk/api-clients';
import { isDemoMode, loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

describe('parseRuntimeConfig', () => {
  it('keeps a backend URL without its trailing slash and the product slug', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: 'https://api.example.ma/', product: 'shop-ma' })).toEqual({
      apiBaseUrl: 'https://api.example.ma',
      product: 'shop-ma',
    });
  });

  it('falls back to demo mode and the default product for foreign values', () => {
    const config = parseRuntimeConfig({ apiBaseUrl: 42, product: '../evil' });
    expect(config).toEqual({ apiBaseUrl: '', product: 'koolskools' });
    expect(isDemoMode(config)).toBe(true);
  });
});

describe('loadRuntimeConfig', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('configures the API layer with the served config.json', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ apiBaseUrl: 'https://backend.test', product: 'kk' }))),
    );
    const config = await loadRuntimeConfig('/config.json');
    expect(isDemoMode(config)).toBe(false);
    expect(getApiConfig()).toEqual({ baseUrl: 'https://backend.test', product: 'kk' });
  });

  it('starts in demo mode when config.json is missing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('not found', { status: 404 })),
    );
    const config = await loadRuntimeConfig('/config.json');
    expect(isDemoMode(config)).toBe(true);
    expect(getApiConfig().baseUrl).toBe('');
  });
});
