import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { SessionUser } from '@kk/domain';
import { hookWrapper } from '@kk/testing';

/** {@link hookWrapper} with the hook rendered at `route`, so `useParams` reads `path` as the app's route would. */
export function routeWrapper({ user, path, route }: { user: SessionUser | null; path: string; route: string }) {
  const { wrapper: Base, store } = hookWrapper({ user, path });
  function RouteWrapper({ children }: { children: ReactNode }) {
    return (
      <Base>
        <Routes>
          <Route path={route} element={children} />
        </Routes>
      </Base>
    );
  }
  return { wrapper: RouteWrapper, store };
}
