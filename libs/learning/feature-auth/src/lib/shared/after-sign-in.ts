import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearNextUrl, readNextUrl, SESSION_ROUTES } from '@kk/session';

/** Pages a signed-in user has nothing to do on: a stored `next_url` pointing there goes home instead. */
const VISITOR_PAGES = ['/connexion', '/inscription', '/mot-de-passe-oublie', '/deconnexion'];

/**
 * Where a user goes once signed in on the learning platform: the stored `next_url` (a guarded
 * page they were sent away from, then forgotten), else the dashboard `/`.
 */
export function nextPathAfterSignIn(nextUrl: string | null | undefined): string {
  if (!nextUrl) return SESSION_ROUTES.home;
  const path = nextUrl.split(/[?#]/)[0];
  return VISITOR_PAGES.includes(path) ? SESSION_ROUTES.home : nextUrl;
}

/** Navigates to {@link nextPathAfterSignIn} of the stored `next_url`, and forgets it. */
export function useGoAfterSignIn(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const next = readNextUrl();
    clearNextUrl();
    void navigate(nextPathAfterSignIn(next?.url), { replace: true });
  }, [navigate]);
}
