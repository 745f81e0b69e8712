import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readNextUrl, saveNextUrl } from './next-url';
import { SESSION_ROUTES } from './routes';
import { selectSessionEnd, sessionEndHandled } from './session-slice';
import { useAppDispatch, useAppSelector } from './store';

/**
 * Sends the user to `/connexion` when the session is cleared by the backend: a 401 on the calls
 * of §8 (`sessionExpired`) or a failure that clears all stored data (`storedDataCleared`).
 * Mount it once inside the router (e.g. in the app layout). The page the user was on is stored as
 * `next_url`, public pages included (`requiresAuth: false`; a protected page's guard has already
 * stored it with `true`), so signing in again brings them back to it.
 *
 * @param onEnded called once when it happens, so the layout can tell the user why they are asked
 *   to sign in again (e.g. a toast with `errors:sessionExpired`).
 */
export function useSessionExpiredRedirect(onEnded?: () => void): void {
  const ended = useAppSelector(selectSessionEnd);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = useRef(pathname + search);
  here.current = pathname + search;
  const notify = useRef(onEnded);
  notify.current = onEnded;
  useEffect(() => {
    if (ended !== 'expired' && ended !== 'cleared') return;
    dispatch(sessionEndHandled());
    if (readNextUrl()?.url !== here.current) saveNextUrl(here.current, false);
    navigate(SESSION_ROUTES.login, { replace: true });
    notify.current?.();
  }, [ended, dispatch, navigate]);
}
