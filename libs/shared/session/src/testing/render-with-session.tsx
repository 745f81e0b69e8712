import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Routes, useLocation } from 'react-router-dom';
import type { SessionUser } from '@kk/domain';
import { SessionProvider } from '../lib/session-provider';
import { makeStore } from '../lib/store';

/** Shows the current path (with its query) so tests can see where a redirect went. */
export function CurrentPath() {
  const { pathname, search } = useLocation();
  return <output aria-label="current path">{pathname + search}</output>;
}

/** Options of {@link renderWithSession}. */
export interface RenderWithSessionOptions {
  /** The signed-in user, or null for a visitor. @default null */
  user?: SessionUser | null;
  /** Where the router starts. @default '/' */
  path?: string;
}

/**
 * Renders routes inside a fresh store (no start-up loading) and a memory router, with the
 * current path shown in an `output` named "current path".
 */
export function renderWithSession(routes: ReactNode, { user = null, path = '/' }: RenderWithSessionOptions = {}) {
  const store = makeStore({ preloadedUser: user });
  const view = render(
    <SessionProvider store={store} bootstrap={false}>
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <CurrentPath />
        <Routes>{routes}</Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
  return { store, ...view };
}

/** A route element that names the page, for assertions by heading. */
export function Page({ name }: { name: string }) {
  return <h1>{name}</h1>;
}
