import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { getApiConfig } from '@kk/api-clients';

/** The sessionStorage key that asks the demo app for one rendering crash. */
export const CRASH_TEST_KEY = 'kk:crash-test';

/**
 * Whether a crash was asked for: only in demo mode (no backend configured, the fake backend
 * answers), only when `sessionStorage['kk:crash-test'] === '1'`, and never on the error screen
 * itself (it would have nothing to fall back on). Reading storage never throws.
 */
export function crashRequested(pathname: string): boolean {
  if (getApiConfig().baseUrl !== '' || pathname.toLowerCase() === '/errorpage') return false;
  try {
    return globalThis.sessionStorage?.getItem(CRASH_TEST_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Test hook for the "crash → /ErrorPage → retry" journey (§2, §8), demo mode only: when the flag
 * is set, the next render of the frame throws, as a real rendering bug would, and the root
 * route's error boundary sends the user to /ErrorPage. The flag is removed once the error screen
 * shows (not as it fires: React renders a failed tree a second time before giving up), so the
 * error screen's retry finds a working app. With a real backend it does nothing.
 *
 * In the demo app: `sessionStorage.setItem('kk:crash-test', '1')`, then go to another page.
 */
export function CrashTestTrigger() {
  const { pathname } = useLocation();
  const onErrorScreen = pathname.toLowerCase() === '/errorpage';
  useEffect(() => {
    if (!onErrorScreen) return;
    try {
      globalThis.sessionStorage?.removeItem(CRASH_TEST_KEY);
    } catch {
      // Storage blocked: there is no flag to remove either.
    }
  }, [onErrorScreen]);
  if (crashRequested(pathname)) {
    throw new Error('Crash test: a rendering crash asked for through sessionStorage (demo mode only).');
  }
  return null;
}
