import { useSyncExternalStore } from 'react';
import { breakpoints } from '@kk/ui-kit';

const QUERY = `(min-width: ${breakpoints.md}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function wide(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY).matches
    : true;
}

/**
 * True from the `md` breakpoint (768 px): the week shows as a grid of six days; below, one day at a
 * time. One layout is rendered, not two hidden by CSS, so assistive technologies read the week once.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, wide, () => true);
}
