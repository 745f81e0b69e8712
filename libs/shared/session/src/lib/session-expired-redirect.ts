import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { SESSION_ROUTES } from './routes';
import { selectSessionEnd, sessionEndHandled } from './session-slice';
import { useAppDispatch, useAppSelector } from './store';

/**
 * Sends the user to `/connexion` when the session is cleared by the backend: a 401 on the calls
 * of §8 (`sessionExpired`) or a failure that clears all stored data (`storedDataCleared`).
 * Mount it once inside the router (e.g. in the app layout). A protected page needs nothing more:
 * its guard also stores `next_url`, so the user comes back after signing in again.
 *
 * @param onEnded called once when it happens, so the layout can tell the user why they are asked
 *   to sign in again (e.g. a toast with `errors:sessionExpired`).
 */
export function useSessionExpiredRedirect(onEnded?: () => void): void {
  const ended = useAppSelector(selectSessionEnd);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useRef(onEnded);
  notify.current = onEnded;
  useEffect(() => {
    if (ended !== 'expired' && ended !== 'cleared') return;
    dispatch(sessionEndHandled());
    navigate(SESSION_ROUTES.login, { replace: true });
    notify.current?.();
  }, [ended, dispatch, navigate]);
}
