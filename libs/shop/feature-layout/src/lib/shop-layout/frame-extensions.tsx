import { useSyncExternalStore, type ComponentType } from 'react';

/** What start-up code added to the frame; empty unless something adds to it. */
let extensions: readonly ComponentType[] = [];
const listeners = new Set<() => void>();

function setExtensions(next: readonly ComponentType[]) {
  extensions = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Adds a component to the shop frame: `ShopLayout` renders it on every render, before the page,
 * inside the frame's loading boundary and the app's crash boundary, and with the router's location.
 * It is for start-up code that production builds must not hold: the demo bootstrap adds its test
 * hooks this way (`apps/shop/src/demo.ts`). The demo's chunk loads beside the first render, so a
 * frame already on screen shows what is added later. Adding the same component twice adds it once.
 * Returns a function that removes it again (tests).
 *
 * @example addShopFrameExtension(CrashTestTrigger)
 */
export function addShopFrameExtension(extension: ComponentType): () => void {
  if (!extensions.includes(extension)) setExtensions([...extensions, extension]);
  return () => setExtensions(extensions.filter((added) => added !== extension));
}

/** None in a page prerendered at build time, nor while the browser adopts it (then the list added). */
const NONE: readonly ComponentType[] = [];

/** The components added with `addShopFrameExtension`, in the order they were added. */
export function ShopFrameExtensions() {
  const added = useSyncExternalStore(
    subscribe,
    () => extensions,
    () => NONE,
  );
  return added.map((Extension, index) => <Extension key={index} />);
}
