import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { Language, SessionUser } from '@kk/domain';
import { directionOf, I18nProvider, initI18n } from '@kk/i18n';
import { makeStore, SessionProvider } from '@kk/session';
import { ThemeRoot } from '@kk/ui-kit';
import { TranslatedToasts } from './translated-toasts';

/** Options of {@link renderRouter}. */
export interface RenderRouterOptions {
  /** Where the router starts. @default '/' */
  path?: string;
  /** The signed-in user, or null for a visitor. @default null */
  user?: SessionUser | null;
  /** Language of the texts; Arabic also turns the theme right-to-left. @default 'fr' */
  language?: Language;
}

/**
 * Renders an app's route table (`routes.tsx`, with its lazily loaded areas, guards and error
 * boundaries) in a memory data router, inside the providers the app mounts. For tests of an app
 * shell: which screen a path shows, where guards send a visitor.
 *
 * @returns Testing Library's render result, the `store` and the `router` (its `state.location`
 * tells where a redirect went; `router.navigate()` moves on).
 * @example
 * const { router } = await renderRouter(routes, { path: '/profile' });
 * expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
 * expect(router.state.location.pathname).toBe('/connexion');
 */
export async function renderRouter(
  routes: RouteObject[],
  { path = '/', user = null, language = 'fr' }: RenderRouterOptions = {},
) {
  const i18n = await initI18n({ language, forTests: true });
  const store = makeStore({ preloadedUser: user });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <SessionProvider store={store} bootstrap={false}>
      <I18nProvider i18n={i18n}>
        <ThemeRoot dir={directionOf(language)}>
          <TranslatedToasts>
            <RouterProvider router={router} />
          </TranslatedToasts>
        </ThemeRoot>
      </I18nProvider>
    </SessionProvider>,
  );
  return { store, router, ...view };
}
