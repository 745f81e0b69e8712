import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { ErrorPage, PageLoading, RouteErrorBoundary } from '@kk/app-shell';
import { LearningLayout, LogoutPage } from '@kk/learning-feature-layout';
import { RedirectIfLoggedIn, RequireAuth } from '@kk/session';

/**
 * Every route of the learning app (paths chosen in docs/learning-app.md: the spec gives none).
 * One frame (`LearningLayout`) holds every page; it shows the section navigation to signed-in users.
 * The frame ships with the app (every page needs it); each feature area is its own lazily loaded
 * chunk, and the loading screen shows while one arrives.
 *
 * - Visitors: `/connexion`, `/inscription` (a signed-in user opening them goes to `/`),
 *   `/mot-de-passe-oublie`.
 * - Signed in (`RequireAuth`: a visitor is sent to `/connexion` and comes back after): `/`
 *   (dashboard), `/profil` (profile and avatar), `/profil/mot-de-passe`, `/amis`.
 * - `/deconnexion` signs out; `/ErrorPage` is where a rendering crash lands; any other path goes to `/`.
 */
const auth = () => import('@kk/learning-feature-auth');
const home = () => import('@kk/learning-feature-home');

/*
 * The dashboard (`/`) loads inside its element, not through the route's `lazy`: react-router resolves
 * the `lazy` of every matched route before rendering, so a visitor opening `/` would download the
 * dashboard only to be sent to `/connexion` by `RequireAuth`. As a `React.lazy` element it loads only
 * once `RequireAuth` lets the user through.
 */
const HomeScreen = lazy(() => home().then((m) => ({ default: m.HomePage })));

/** The route table given to `createBrowserRouter` (see above). */
export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageLoading />,
    Component: LearningLayout,
    children: [
      {
        element: <RedirectIfLoggedIn />,
        children: [
          { path: 'connexion', lazy: async () => ({ Component: (await auth()).SignInPage }) },
          { path: 'inscription', lazy: async () => ({ Component: (await auth()).RegisterPage }) },
        ],
      },
      {
        path: 'mot-de-passe-oublie',
        lazy: async () => ({ Component: (await auth()).ForgotPasswordPage }),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            index: true,
            element: (
              <Suspense fallback={<PageLoading />}>
                <HomeScreen />
              </Suspense>
            ),
          },
          { path: 'profil', lazy: async () => ({ Component: (await home()).ProfilePage }) },
          {
            path: 'profil/mot-de-passe',
            lazy: async () => ({ Component: (await auth()).ChangePasswordPage }),
          },
          { path: 'amis', lazy: async () => ({ Component: (await home()).FriendsPage }) },
        ],
      },
      { path: 'deconnexion', Component: LogoutPage },
      { path: 'ErrorPage', Component: ErrorPage },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
