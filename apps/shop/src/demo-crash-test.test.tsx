import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@kk/api-clients';
import { resetDemoData, server } from '@kk/api-mocks/node';
import { addShopFrameExtension } from '@kk/shop-feature-layout';
import { renderRouter } from '@kk/testing';
import { AppRoutes } from './app/routes';
import { CRASH_TEST_KEY, CrashTestTrigger, crashRequested } from './demo-crash-test';

beforeAll(() => {
  configureApi({ baseUrl: 'http://localhost', product: 'koolskools' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  resetDemoData();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());

// Lazily loaded feature libs and their translations take a while in jsdom on small machines.
vi.setConfig({ testTimeout: 30_000 });
const slow = { timeout: 15_000 };
const home = { level: 1, name: 'Bienvenue sur KoolSkools' } as const;

describe('the demo crash test (demo.ts adds it to the shop frame)', () => {
  it('crashes the frame once when asked: error screen, flag cleared, retry goes home', async () => {
    onTestFinished(addShopFrameExtension(CrashTestTrigger));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = await renderRouter(<AppRoutes />, { path: '/' });
    expect(await screen.findByRole('heading', home, slow)).toBeInTheDocument();

    sessionStorage.setItem(CRASH_TEST_KEY, '1');
    await router.navigate('/occasion');

    const retry = await screen.findByRole('button', { name: 'Réessayer' }, slow);
    expect(router.location.pathname).toBe('/ErrorPage');
    expect(sessionStorage.getItem(CRASH_TEST_KEY)).toBeNull();
    await userEvent.setup({ delay: null }).click(retry);
    expect(await screen.findByRole('heading', home, slow)).toBeInTheDocument();
    expect(router.location.pathname).toBe('/');
  });

  it('does nothing where it was not added, as in an app with a real backend', async () => {
    const { router } = await renderRouter(<AppRoutes />, { path: '/' });
    expect(await screen.findByRole('heading', home, slow)).toBeInTheDocument();

    sessionStorage.setItem(CRASH_TEST_KEY, '1');
    await router.navigate('/occasion');

    expect(await screen.findByRole('list', { name: 'Livres en vente' }, slow)).toBeInTheDocument();
    expect(router.location.pathname).toBe('/occasion');
  });

  it('is asked for by the flag only, and never on the error screen', () => {
    expect(crashRequested('/occasion')).toBe(false);
    sessionStorage.setItem(CRASH_TEST_KEY, '1');
    expect(crashRequested('/occasion')).toBe(true);
    expect(crashRequested('/ErrorPage')).toBe(false);
    expect(crashRequested('/errorpage')).toBe(false);
  });
});
