import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Language, SessionUser } from '@kk/domain';
import { directionOf, I18nProvider, initI18n } from '@kk/i18n';
import { makeStore, SessionProvider, type AppStore } from '@kk/session';
import { ThemeRoot, ToastProvider } from '@kk/ui-kit';
import { CurrentPath } from './current-path';
import { initialEntry } from './initial-entry';

/** Options of {@link renderRoutes}. */
export interface RenderRoutesOptions {
  /** Where the router starts, with its query, e.g. `/shop-cart-confirm/3?orders=1,2`. @default '/' */
  path?: string;
  /** Router state of the first entry (what a previous screen passed along). @default undefined */
  state?: unknown;
  /** The signed-in user (e.g. `demoSessionUser('client')`), or null for a visitor. @default null */
  user?: SessionUser | null;
  /** Language of the texts; Arabic also turns the theme right-to-left. @default 'fr' */
  language?: Language;
  /** Mount the toasts the apps mount (named by the ui-kit's texts); pages calling `useToast()` need them. @default true */
  toasts?: boolean;
  /**
   * Runs with the store before the first render, as an app opening on the page does (a page's
   * `prefetch`: `prefetchPageData` of @kk/app-shell). May wait for what it started.
   */
  beforeRender?: (store: AppStore) => void | Promise<void>;
}

/** Options of {@link renderPage}. */
export interface RenderPageOptions extends RenderRoutesOptions {
  /** Route pattern of the page, for its params, e.g. `/school/:school_id`. @default '*' */
  route?: string;
  /**
   * Other route patterns the page may go to, each rendered as a heading naming the pattern
   * (`<h1>/shop-cart</h1>`), so a test can see the page arrived. Any other path renders nothing.
   * @default []
   */
  otherRoutes?: string[];
}

/**
 * Renders routes the way the app does: a store with the session (no start-up loading: tests
 * seed what they need), every translation table loaded, the theme in the language's direction,
 * the toasts and a memory router. The current path (with its query) is shown in an `output` named
 * "current path", the router state in its `data-state` attribute.
 *
 * @returns Testing Library's render result, the `store`, and `user`: a `userEvent` instance set up
 * before rendering.
 * @example
 * const { store } = await renderRoutes(
 *   <Route element={<LearningLayout />}><Route path="/amis" element={<FriendsPage />} /></Route>,
 *   { user: demoSessionUser('eleve'), path: '/amis' },
 * );
 */
export async function renderRoutes(
  routes: ReactNode,
  { path = '/', state, user = null, language = 'fr', toasts = true, beforeRender }: RenderRoutesOptions = {},
) {
  const i18n = await initI18n({ language, forTests: true });
  const store = makeStore({ preloadedUser: user });
  await beforeRender?.(store);
  const events = userEvent.setup();
  const router = (
    // Without transitions, as the apps' router (AppRoot): a navigation shows at once.
    <MemoryRouter initialEntries={[initialEntry(path, state)]} useTransitions={false}>
      <CurrentPath />
      <Routes>{routes}</Routes>
    </MemoryRouter>
  );
  const view = render(
    <SessionProvider store={store} bootstrap={false}>
      <I18nProvider i18n={i18n}>
        <ThemeRoot dir={directionOf(language)} lang={language}>
          {toasts ? <ToastProvider>{router}</ToastProvider> : router}
        </ThemeRoot>
      </I18nProvider>
    </SessionProvider>,
  );
  return { store, user: events, ...view };
}

/**
 * Renders one page at its route, as {@link renderRoutes} does. Paths the page may navigate to and
 * that are not in `otherRoutes` render nothing, so only the "current path" output shows where the
 * page went.
 *
 * @example
 * const { user } = await renderPage(<CartConfirmPage />, {
 *   route: '/shop-cart-confirm/:address',
 *   path: '/shop-cart-confirm/3?orders=1,2',
 *   user: demoSessionUser(),
 * });
 * await user.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
 * expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/orders');
 */
export function renderPage(page: ReactElement, { route = '*', otherRoutes = [], ...options }: RenderPageOptions = {}) {
  return renderRoutes(
    <>
      <Route path={route} element={page} />
      {otherRoutes.map((other) => (
        <Route key={other} path={other} element={<h1>{other}</h1>} />
      ))}
      {route !== '*' && <Route path="*" element={null} />}
    </>,
    options,
  );
}
