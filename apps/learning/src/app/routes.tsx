import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorPage, lazyPage, RouteBoundaries } from '@kk/app-shell';
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

/** The route table (see above); `AppRoutes` renders it. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <LearningLayout />,
    children: [
      {
        element: <RedirectIfLoggedIn />,
        children: [
          { path: 'connexion', element: lazyPage(() => auth().then((m) => m.SignInPage)) },
          { path: 'inscription', element: lazyPage(() => auth().then((m) => m.RegisterPage)) },
        ],
      },
      {
        path: 'mot-de-passe-oublie',
        element: lazyPage(() => auth().then((m) => m.ForgotPasswordPage)),
      },
      {
        element: <RequireAuth />,
        children: [
          { index: true, element: lazyPage(() => home().then((m) => m.HomePage)) },
          { path: 'profil', element: lazyPage(() => home().then((m) => m.ProfilePage)) },
          {
            path: 'profil/mot-de-passe',
            element: lazyPage(() => auth().then((m) => m.ChangePasswordPage)),
          },
          { path: 'amis', element: lazyPage(() => home().then((m) => m.FriendsPage)) },
        ],
      },
      { path: 'deconnexion', element: <LogoutPage /> },
      { path: 'ErrorPage', element: <ErrorPage /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

function LearningRoutes() {
  return useRoutes(routes);
}

/**
 * The learning app's screens for the current URL (inside the app's router), within the crash and
 * loading boundaries of every app. A page's code is downloaded only when it renders, so a visitor
 * opening `/` never downloads the dashboard that `RequireAuth` keeps from them.
 */
export function AppRoutes() {
  return (
    <RouteBoundaries>
      <LearningRoutes />
    </RouteBoundaries>
  );
}
