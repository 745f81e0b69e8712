import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import type { Language, SessionUser } from '@kk/domain';
import { directionOf, I18nProvider, initI18n } from '@kk/i18n';
import { makeStore, SessionProvider } from '@kk/session';
import { ThemeRoot, ToastProvider } from '@kk/ui-kit';

/** Options of {@link renderRouter}. */
export interface RenderRouterOptions {
  /** Where the router starts. @default '/' */
  path?: string;
  /** The signed-in user, or null for a visitor. @default null */
  user?: SessionUser | null;
  /** Language of the texts; Arabic also turns the theme right-to-left. @default 'fr' */
  language?: Language;
}

/** Where the rendered app is, and a way to move it on (what a user's address bar does). */
export interface TestRouter {
  /** The router's current location. */
  readonly location: Location;
  /** Goes to `to`, as a link or the address bar would. */
  navigate(to: string): Promise<void>;
}

/** Keeps the test's view of the router up to date. */
function RouterProbe({ into }: { into: { location?: Location; navigate?: NavigateFunction } }) {
  into.location = useLocation();
  into.navigate = useNavigate();
  return null;
}

/**
 * Renders an app's routes (its `AppRoutes`: route table, lazily loaded areas, guards, crash and
 * loading boundaries) in a memory router, inside the providers the app mounts. For tests of an app
 * shell: which screen a path shows, where guards send a visitor.
 *
 * @returns Testing Library's render result, the `store` and the `router` (`router.location` tells
 * where a redirect went; `router.navigate()` moves on).
 * @example
 * const { router } = await renderRouter(<AppRoutes />, { path: '/profile' });
 * expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
 * expect(router.location.pathname).toBe('/connexion');
 */
export async function renderRouter(
  appRoutes: ReactElement,
  { path = '/', user = null, language = 'fr' }: RenderRouterOptions = {},
) {
  const i18n = await initI18n({ language, forTests: true });
  const store = makeStore({ preloadedUser: user });
  const probe: { location?: Location; navigate?: NavigateFunction } = {};
  const view = render(
    <SessionProvider store={store} bootstrap={false}>
      <I18nProvider i18n={i18n}>
        <ThemeRoot dir={directionOf(language)} lang={language}>
          <ToastProvider>
            <MemoryRouter initialEntries={[path]} useTransitions={false}>
              <RouterProbe into={probe} />
              {appRoutes}
            </MemoryRouter>
          </ToastProvider>
        </ThemeRoot>
      </I18nProvider>
    </SessionProvider>,
  );
  const router: TestRouter = {
    get location() {
      if (!probe.location) throw new Error('The router has not rendered.');
      return probe.location;
    },
    async navigate(to) {
      await act(async () => {
        await probe.navigate?.(to);
      });
    },
  };
  return { store, router, ...view };
}
