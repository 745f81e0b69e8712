import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@kk/app-shell';
import { makeStore } from '@kk/session';
import { routes } from './routes';

/** The learning app: providers around the router. Everything else lives in the feature libs. */
export function App() {
  const [store] = useState(() => makeStore());
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
