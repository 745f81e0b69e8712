import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, lazy, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction, type RouteObject } from 'react-router-dom';
import { sessionExpired } from '@kk/api-clients';
import type { SessionUser } from '@kk/domain';
import { I18nProvider, initI18n } from '@kk/i18n';
import { makeStore, SessionProvider } from '@kk/session';
import { ThemeRoot, ToastProvider } from '@kk/ui-kit';
import { demoSessionUser } from '@kk/testing';
import { addShopFrameExtension } from './frame-extensions';
import { frameFlags, ShopLayout, ShopRoutes } from './shop-layout';

/** Stands for the app's crash boundary: shows what crashed until the path changes. */
class CrashScreen extends Component<{ pathname: string; children: ReactNode }, { error: Error | null; at: string }> {
  override state = { error: null as Error | null, at: this.props.pathname };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  static getDerivedStateFromProps(props: { pathname: string }, state: { at: string }) {
    return props.pathname === state.at ? null : { error: null, at: props.pathname };
  }
  override render() {
    return this.state.error ? <p>crashed: {this.state.error.message}</p> : this.props.children;
  }
}

const never = new Promise<never>(() => undefined);
const Slow = lazy(() => never);

const routes: RouteObject[] = [
  {
    path: '/',
    element: <ShopLayout />,
    handle: { footerTab: 'home' },
    children: [
      { index: true, element: <h1>Home page</h1> },
      { path: 'connexion', handle: { header: false, footerTab: 'account' }, element: <h1>Login page</h1> },
      { path: 'register', handle: { back: true, footerTab: 'account' }, element: <h1>Register page</h1> },
      { path: 'profile-edit', handle: { footer: false, back: true }, element: <h1>Profile edit page</h1> },
      { path: 'occasion', handle: { footerTab: 'occasion' }, element: <h1>Occasion page</h1> },
      { path: 'shop-cart', handle: { footerTab: null }, element: <h1>Cart page</h1> },
      { path: 'slow', element: <Slow /> },
      { path: 'ErrorPage', handle: { header: false, footer: false }, element: <h1>Error page</h1> },
    ],
  },
];

/** What the rendered router last said: where it is, and how to move it on. */
const seen = { pathname: '', navigate: (() => undefined) as NavigateFunction };

function Probe({ children }: { children: ReactNode }) {
  const location = useLocation();
  seen.pathname = location.pathname;
  seen.navigate = useNavigate();
  return <CrashScreen pathname={location.pathname}>{children}</CrashScreen>;
}

async function renderApp(path: string, user: SessionUser | null = null) {
  const i18n = await initI18n({ language: 'fr', forTests: true });
  const store = makeStore({ preloadedUser: user });
  render(
    <SessionProvider store={store} bootstrap={false}>
      <I18nProvider i18n={i18n}>
        <ThemeRoot>
          <ToastProvider regionLabel="Notifications" dismissLabel="Fermer">
            <MemoryRouter initialEntries={[path]} useTransitions={false}>
              <Probe>
                <ShopRoutes routes={routes} />
              </Probe>
            </MemoryRouter>
          </ToastProvider>
        </ThemeRoot>
      </I18nProvider>
    </SessionProvider>,
  );
  await screen.findByRole('main');
  const router = {
    get pathname() {
      return seen.pathname;
    },
    navigate: (to: string) => act(async () => void (await seen.navigate(to))),
  };
  return { router, store };
}

describe('ShopLayout', () => {
  it('frames the page: header with the home logo, the page in main, five footer tabs', async () => {
    await renderApp('/');

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'KoolSkools' })).toHaveAttribute('href', '/');
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Occasion' })).toHaveAttribute('href', '/occasion');
    expect(within(nav).getByRole('link', { name: 'Devis' })).toHaveAttribute('href', '/quotes');
    expect(within(nav).getByRole('link', { name: 'Compte' })).toHaveAttribute('href', '/profile');
    expect(within(nav).getByRole('button', { name: 'Actualités' })).toBeInTheDocument();
  });

  it("marks the footer tab the route's handle names, the nearest route's first, or none", async () => {
    const { router } = await renderApp('/occasion');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Occasion' })).toHaveAttribute('aria-current', 'page');

    await router.navigate('/register');
    expect(within(nav).getByRole('link', { name: 'Compte' })).toHaveAttribute('aria-current', 'page');

    await router.navigate('/shop-cart');
    expect(within(nav).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();

    await router.navigate('/');
    expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
  });

  it('has a skip link to the page content', async () => {
    await renderApp('/');
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('hides the header on the login page and the footer on profile-edit', async () => {
    const { router } = await renderApp('/connexion');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();

    await router.navigate('/profile-edit');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).not.toBeInTheDocument();
  });

  it('goes back in history with the back arrow', async () => {
    const { router } = await renderApp('/occasion');
    const user = userEvent.setup({ delay: null });
    await router.navigate('/register');

    await user.click(screen.getByRole('button', { name: 'Retour' }));

    await waitFor(() => expect(router.pathname).toBe('/occasion'));
  });

  it('goes home with the back arrow when the page was the first of the visit', async () => {
    const { router } = await renderApp('/register');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(router.pathname).toBe('/'));
  });

  it('shows a signed-in user the cart button with the number of cart orders', async () => {
    const { router } = await renderApp('/', demoSessionUser('client'));
    const cart = await screen.findByRole('button', { name: /^Panier, \d+ commandes?$/ });
    await userEvent.setup({ delay: null }).click(cart);
    expect(router.pathname).toBe('/shop-cart');
  });

  it('shows the cart button to a visitor too, without a count, leading to the cart (whose guard asks to sign in)', async () => {
    const { router } = await renderApp('/');
    const cart = screen.getByRole('button', { name: 'Panier' });
    await userEvent.setup({ delay: null }).click(cart);
    expect(router.pathname).toBe('/shop-cart');
  });

  it('highlights News when pressed, without leaving the page', async () => {
    const { router } = await renderApp('/');
    const news = screen.getByRole('button', { name: 'Actualités' });
    expect(news).toHaveAttribute('aria-pressed', 'false');

    await userEvent.setup({ delay: null }).click(news);

    expect(news).toHaveAttribute('aria-pressed', 'true');
    expect(router.pathname).toBe('/');
  });

  it('shows the loading screen while a section loads', async () => {
    const { router } = await renderApp('/');
    await router.navigate('/slow');
    expect(await screen.findByText('En cours de chargement')).toBeInTheDocument();
  });

  it('sends the user to sign in, saying why, when the backend ends the session', async () => {
    const { router, store } = await renderApp('/occasion', demoSessionUser('client'));

    act(() => {
      store.dispatch(sessionExpired({ endpoint: 'getLevels' }));
    });

    expect(await screen.findByText('Votre session a expiré. Veuillez vous reconnecter.')).toBeInTheDocument();
    expect(router.pathname).toBe('/connexion');
  });

  it('renders what start-up code added to the frame, on every page, until it is removed', async () => {
    function Where() {
      return <p>added at {useLocation().pathname}</p>;
    }
    const remove = addShopFrameExtension(Where);
    onTestFinished(remove);
    const { router } = await renderApp('/');
    expect(screen.getByText('added at /')).toBeInTheDocument();

    await router.navigate('/occasion');
    expect(screen.getByText('added at /occasion')).toBeInTheDocument();

    act(() => remove());
    await router.navigate('/');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByText(/added at/)).not.toBeInTheDocument();
  });

  it('shows what is added once the frame is on screen (the demo chunk loads beside the first render)', async () => {
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    let remove: () => void = () => undefined;
    act(() => {
      remove = addShopFrameExtension(() => <p>added later</p>);
    });
    expect(screen.getByText('added later')).toBeInTheDocument();
    act(() => remove());
    expect(screen.queryByText('added later')).not.toBeInTheDocument();
  });

  it("lets a crash of what was added reach the app's crash boundary", async () => {
    const { router } = await renderApp('/');
    function Crash(): never {
      throw new Error('Added component crashed');
    }
    // React reports the crash on the console; the boundary below is what the test is about.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let remove: () => void = () => undefined;
    act(() => {
      remove = addShopFrameExtension(Crash);
    });
    onTestFinished(() => remove());

    await router.navigate('/occasion');

    expect(await screen.findByText('crashed: Added component crashed')).toBeInTheDocument();
  });
});

describe('frameFlags', () => {
  it('lets the deepest route decide each flag', () => {
    expect(frameFlags([])).toEqual({ header: true, footer: true, back: false, footerTab: null });
    expect(frameFlags([{ handle: { back: true } }, { handle: { header: false } }, { handle: undefined }])).toEqual({
      header: false,
      footer: true,
      back: true,
      footerTab: null,
    });
  });

  it("gives children their parent's footer tab unless one names its own, or none (null)", () => {
    const home = { handle: { footerTab: 'home' } };
    expect(frameFlags([home, { handle: { back: true } }]).footerTab).toBe('home');
    expect(frameFlags([home, { handle: { footerTab: 'quotes' } }]).footerTab).toBe('quotes');
    expect(frameFlags([home, { handle: { footerTab: null } }]).footerTab).toBeNull();
    expect(frameFlags([home, { handle: { footerTab: null } }, { handle: { footerTab: 'account' } }]).footerTab).toBe(
      'account',
    );
  });
});
