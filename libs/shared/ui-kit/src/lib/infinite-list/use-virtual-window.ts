import { useEffect, useState } from 'react';
import type { VirtualWindow } from './virtual-window';

type VirtualWindowComponent = typeof VirtualWindow;

/** The loaded module, shared by every list of the page: once here, it is used without waiting. */
let loaded: VirtualWindowComponent | undefined;
let pending: Promise<VirtualWindowComponent> | undefined;

/** Starts (once) downloading the virtualizer; a failed download may be tried again later. */
export function loadVirtualWindow(): Promise<VirtualWindowComponent> {
  pending ??= import('./virtual-window').then(
    (module) => (loaded = module.VirtualWindow),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Where the virtualizer stands for one list. */
export type VirtualWindowLoad =
  | { status: 'ready'; VirtualWindow: VirtualWindowComponent }
  | { status: 'idle' | 'loading' | 'failed' };

/**
 * The virtualizer once downloaded. `wanted`: the list is long and needs it now; `soon`: the list
 * is getting long, so the download starts early and is usually over before it is needed.
 * Not React.lazy + Suspense on purpose: while the module arrives the list keeps drawing plain
 * rows (no fallback flash, no scroll jump), and a failed download leaves plain rows, not an error.
 */
export function useVirtualWindow(wanted: boolean, soon: boolean): VirtualWindowLoad {
  const [, setLoadedCount] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (loaded || !(wanted || soon)) return undefined;
    let live = true;
    loadVirtualWindow().then(
      () => live && setLoadedCount((count) => count + 1),
      () => live && wanted && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted, soon]);
  if (!wanted) return { status: 'idle' };
  if (loaded) return { status: 'ready', VirtualWindow: loaded };
  return { status: failed ? 'failed' : 'loading' };
}
