import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where the positions are kept, so a reload on a long list comes back to the same place. */
const STORAGE_KEY = 'kk-scroll-positions';
/** The positions of the last entries only: older ones are forgotten. */
const MAX_ENTRIES = 50;
/** How long a restore waits for the page to grow tall enough (lazy code, then data, then pages). */
const RESTORE_FOR_MS = 3000;

function readPositions(): Map<string, number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
    return new Map(
      Array.isArray(stored) ? stored.filter(([k, y]) => typeof k === 'string' && typeof y === 'number') : [],
    );
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_ENTRIES)));
  } catch {
    // Storage full or refused (private mode): the positions live for this page only.
  }
}

/**
 * An entry's key among the stored positions: react-router's key of the history entry, with its
 * address. Every page loaded afresh (a typed address, a link from outside, a reload) has the key
 * `default`; with the address a reload still finds its place, and another address opened in the tab
 * opens at the top instead of at the place of the last page loaded afresh.
 */
function entryKey({ key, pathname, search }: { key: string; pathname: string; search: string }): string {
  return `${key} ${pathname}${search}`;
}

/**
 * Scrolls as the best multi-page sites do, for a router without a data router (where
 * react-router's own `ScrollRestoration` is not available): a new screen (a link or a redirect to
 * another path) opens at the top; Back and Forward, and a reload, return to where the user was on
 * that entry, waiting up to 3 s for the screen to grow tall enough (its code, its data, the pages
 * of an infinite list that RTK Query still holds). A change of the search only (a filter, a tab)
 * keeps the position. The user scrolling, tapping or typing stops a restore in progress.
 * Renders nothing; it sits once inside the router (`AppRoot`).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const previousPath = useRef<string | null>(null);
  positions.current ??= readPositions();

  useLayoutEffect(() => {
    const saved = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = saved;
    };
  }, []);

  const entry = entryKey(location);

  // Remember this entry's position as the user scrolls (once a frame at most).
  useEffect(() => {
    const key = entry;
    const store = positions.current;
    if (!store) return undefined;
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        store.delete(key);
        store.set(key, window.scrollY);
        writePositions(store);
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      window.removeEventListener('scroll', save);
      cancelAnimationFrame(frame);
    };
  }, [entry]);

  useLayoutEffect(() => {
    const samePath = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    const target = positions.current?.get(entry);
    if (navigationType !== 'POP' || target === undefined) {
      if (!samePath && navigationType !== 'POP') window.scrollTo(0, 0);
      return undefined;
    }
    return restore(target);
  }, [entry, location.pathname, navigationType]);

  return null;
}

/** Scrolls to `y` as soon as the page is tall enough, for a few seconds; returns the cancel. */
function restore(y: number): () => void {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of STOPPERS) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.min(y, Math.max(0, reachable)));
    if (reachable >= y || performance.now() - started > RESTORE_FOR_MS) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of STOPPERS) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

/** What the user does that means they took over the scrolling. */
const STOPPERS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
