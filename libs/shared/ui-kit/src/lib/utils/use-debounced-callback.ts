import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';

/** A debounced function with a way to run or drop the pending call. */
export interface DebouncedFunction<A extends unknown[]> {
  /** Schedules a call; a new call within the delay replaces the pending one. */
  (...args: A): void;
  /** Runs the pending call now, if any. */
  flush: () => void;
  /** Drops the pending call. */
  cancel: () => void;
}

/**
 * Debounces `callback` by `delay` ms. The latest callback is always the one called, and a pending
 * call is dropped when the component unmounts or is hidden: without a transition, Suspense keeps
 * the screen being left mounted but hidden while the next screen's code loads, and cleans up only
 * its layout effects; a search firing then would navigate back to the screen being left.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delay: number,
): DebouncedFunction<A> {
  const callbackRef = useRef(callback);
  callbackRef.current = callback;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingArgs = useRef<A | undefined>(undefined);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    pendingArgs.current = undefined;
  }, []);

  const flush = useCallback(() => {
    const args = pendingArgs.current;
    cancel();
    if (args) {
      callbackRef.current(...args);
    }
  }, [cancel]);

  useLayoutEffect(() => cancel, [cancel]);

  return useMemo(() => {
    const debounced = (...args: A) => {
      clearTimeout(timer.current);
      pendingArgs.current = args;
      timer.current = setTimeout(flush, delay);
    };
    return Object.assign(debounced, { flush, cancel });
  }, [delay, flush, cancel]);
}
