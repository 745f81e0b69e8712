import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ERROR_PAGE_PATH } from '@kk/app-shell';

/** The sessionStorage key that asks the demo app for one rendering crash. */
export const CRASH_TEST_KEY = 'kk:crash-test';

/** The error screen's path, compared case-insensitively as the route table matches it. */
const ERROR_SCREEN = ERROR_PAGE_PATH.toLowerCase();

/**
 * Whether a crash was asked for: when `sessionStorage['kk:crash-test'] === '1'`, and never on the
 * error screen itself (it would have nothing to fall back on). Reading storage never throws.
 */
export function crashRequested(pathname: string): boolean {
  if (pathname.toLowerCase() === ERROR_SCREEN) return false;
  try {
    return globalThis.sessionStorage?.getItem(CRASH_TEST_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Test hook for the "crash → /ErrorPage → retry" journey (§2, §8) of the demo app: when the flag
 * is set, the next render of the shop frame throws, as a real rendering bug would, and the app's
 * crash boundary sends the user to /ErrorPage. The flag is removed once the error screen shows
 * (not as it fires: React renders a failed tree a second time before giving up), so the error
 * screen's retry finds a working app.
 *
 * Demo mode only: the demo bootstrap (`demo.ts`, its own lazily loaded chunk, loaded only when
 * `config.json` names no backend) adds it to the frame with `addShopFrameExtension`, so an app
 * with a real backend has none of this code.
 *
 * In the demo app: `sessionStorage.setItem('kk:crash-test', '1')`, then go to another page.
 */
export function CrashTestTrigger() {
  const { pathname } = useLocation();
  const onErrorScreen = pathname.toLowerCase() === ERROR_SCREEN;
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
