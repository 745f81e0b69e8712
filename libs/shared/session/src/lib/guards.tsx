import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { saveNextUrl } from './next-url';
import type { LearningRole } from '@kk/domain';
import { LEARNING_HOMES, SESSION_ROUTES } from './routes';
import { selectAccountType, selectIsLoggedIn, selectLearningRole, selectSessionEnd } from './session-slice';
import { useAppSelector } from './store';

/** Saves where the visitor was going (`next_url`, requiresAuth) when `remember`, and sends them to sign in. */
function RedirectToLogin({ remember }: { remember: boolean }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (remember) saveNextUrl(pathname + search, true);
    navigate(SESSION_ROUTES.login, { replace: true });
  }, [pathname, search, navigate, remember]);
  return null;
}

/**
 * Whether a guard that now sees a visitor should remember the page as `next_url`: yes for a
 * visitor who opens it, or a session that expired on it; no when the user signed out while on it,
 * here or in another tab (the next person to sign in on this device must not land on the previous
 * user's page).
 */
function useRemembersPage(isLoggedIn: boolean): boolean {
  const ended = useAppSelector(selectSessionEnd);
  const signedInBefore = useRef(isLoggedIn);
  const signedOutHere = signedInBefore.current && !isLoggedIn && (ended === 'logout' || ended === 'other-tab');
  useEffect(() => {
    signedInBefore.current = isLoggedIn;
  });
  return !signedOutHere;
}

/** Props of {@link RequireAuth}. */
export interface RequireAuthProps {
  /** The protected content. @default the child routes (`<Outlet />`) */
  children?: ReactNode;
}

/**
 * Shows its content only to a signed-in user. A visitor's destination (path + query) is stored as
 * `next_url` `{ url, requiresAuth: true }` and they are sent to `/connexion`; after login the
 * redirect brings them back (§2, §4).
 *
 * @example { element: <RequireAuth />, children: [{ path: 'profile', ... }] }
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const remember = useRemembersPage(isLoggedIn);
  if (!isLoggedIn) return <RedirectToLogin remember={remember} />;
  return children ?? <Outlet />;
}

/** Props of {@link RequireAccountType}. */
export interface RequireAccountTypeProps {
  /** The account type(s) allowed: `ad` (admin area), `li` (library area). */
  accountType: string | readonly string[];
  /** Where a signed-in user of another type goes. @default '/' */
  redirectTo?: string;
  /** The protected content. @default the child routes (`<Outlet />`) */
  children?: ReactNode;
}

/**
 * Shows its content only to a signed-in user of the given account type(s): a visitor is sent to
 * sign in (and comes back after), any other user goes home.
 *
 * @example { path: '/admin', element: <RequireAccountType accountType="ad" />, children: [...] }
 */
export function RequireAccountType({
  accountType,
  redirectTo = SESSION_ROUTES.home,
  children,
}: RequireAccountTypeProps) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const current = useAppSelector(selectAccountType);
  const remember = useRemembersPage(isLoggedIn);
  if (!isLoggedIn) return <RedirectToLogin remember={remember} />;
  const allowed = typeof accountType === 'string' ? [accountType] : accountType;
  if (current === null || !allowed.includes(current)) return <Navigate to={redirectTo} replace />;
  return children ?? <Outlet />;
}

/** Props of {@link RequireRole}. */
export interface RequireRoleProps {
  /** The learning roles allowed (`learningRole` of `@kk/domain`): `student`, `parent`, `professor`, `school_admin`. */
  roles: readonly LearningRole[];
  /** Where a signed-in user of another role goes. @default their own home (`LEARNING_HOMES`) */
  redirectTo?: string;
  /** The protected content. @default the child routes (`<Outlet />`) */
  children?: ReactNode;
}

/**
 * Shows its content only to a signed-in user of one of the given learning roles: a visitor is sent
 * to sign in (and comes back after, as with {@link RequireAuth}), a user of another role goes to
 * their own home (a parent opening `/amis` lands on `/parent`). The role is read from the session
 * user by `learningRole` (`@kk/domain`).
 *
 * @example { element: <RequireRole roles={['student']} />, children: [{ path: 'cours', ... }] }
 */
export function RequireRole({ roles, redirectTo, children }: RequireRoleProps) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const role = useAppSelector(selectLearningRole);
  if (isLoggedIn && !roles.includes(role)) return <Navigate to={redirectTo ?? LEARNING_HOMES[role]} replace />;
  return <RequireAuth>{children}</RequireAuth>;
}

/** Props of {@link RedirectIfLoggedIn}. */
export interface RedirectIfLoggedInProps {
  /** The sign-in page. @default the child routes (`<Outlet />`) */
  children?: ReactNode;
  /** Where an already signed-in user goes. @default '/' */
  to?: string;
}

/**
 * Wraps the sign-in page: a user who is already signed in when opening it is sent to `/` (§4).
 * Signing in on the page does not trigger it (the state on arrival counts), so the post-login
 * redirect stays in charge of where the user goes next.
 */
export function RedirectIfLoggedIn({ children, to = SESSION_ROUTES.home }: RedirectIfLoggedInProps) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [signedInOnArrival] = useState(isLoggedIn);
  if (signedInOnArrival) return <Navigate to={to} replace />;
  return children ?? <Outlet />;
}
