import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import { learningApi, shopApi } from '@kk/api-clients';
import { initI18n, shopTables } from '@kk/i18n';
import { PageLoading } from './lib/loading/page-loading';
import { AppRoot, BrowserAppRouter } from './lib/routing/app-root';
import { lazyPage } from './lib/routing/lazy-page';
import { prerenderApp, staticRouterAt } from './prerender';

function SignIn() {
  return <h1>Connexion</h1>;
}

function Broken(): never {
  throw new Error('no data in Node');
}

const apis = [shopApi, learningApi];

const routes = (
  <Routes>
    <Route path="/connexion" element={lazyPage(async () => SignIn)} />
    <Route path="*" element={<p>Accueil</p>} />
  </Routes>
);

describe('prerenderApp (a page drawn at build time)', () => {
  let root: Root | undefined;
  beforeEach(() => initI18n({ tables: shopTables, language: 'fr' }));
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it("renders the app's own tree at the page's path, its lazy page included, with the style tags of what it drew", async () => {
    const { html, styleTags } = await prerenderApp(
      '/connexion',
      <AppRoot apis={apis} router={staticRouterAt('/connexion')}>
        {routes}
      </AppRoot>,
    );

    expect(html).toContain('<h1>Connexion</h1>');
    expect(html).not.toContain('Accueil');
    expect(styleTags).toMatch(/^<style[^>]*data-styled/);
  });

  it('is adopted by the browser as drawn: the same nodes, no mismatch, no error', async () => {
    const { html } = await prerenderApp(
      '/connexion',
      <AppRoot apis={apis} router={staticRouterAt('/connexion')}>
        {routes}
      </AppRoot>,
    );
    window.history.replaceState(null, '', '/connexion');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const drawn = container.querySelector('h1');
    const error = vi.spyOn(console, 'error');
    const recoverable = vi.fn();

    await act(async () => {
      root = hydrateRoot(
        container,
        <AppRoot apis={apis} router={BrowserAppRouter}>
          {routes}
        </AppRoot>,
        {
          onRecoverableError: recoverable,
        },
      );
    });

    expect(screen.getByRole('heading', { name: 'Connexion' })).toBe(drawn);
    expect(recoverable).not.toHaveBeenCalled();
    // (The providers' calls fail here without an API: only hydration's own complaints count.)
    expect(error.mock.calls.flat().map(String).join('\n')).not.toMatch(/hydrat|did not match|#418/i);
  });

  it('fails (and with it the build) when the page is only the loading screen', async () => {
    await expect(
      prerenderApp(
        '/occasion',
        <AppRoot apis={apis} router={staticRouterAt('/occasion')}>
          <PageLoading />
        </AppRoot>,
      ),
    ).rejects.toThrow('prerender /occasion: the page rendered only its loading screen');
  });

  it('fails when rendering reports an error', async () => {
    await expect(prerenderApp('/connexion', <Broken />)).rejects.toThrow('no data in Node');
  });
});
