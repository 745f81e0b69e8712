import type { ComponentType } from 'react';

/** What start-up code added to the frame; empty unless something adds to it. */
const extensions = new Set<ComponentType>();

/**
 * Adds a component to the shop frame: `ShopLayout` renders it on every render, before the page,
 * inside the frame's loading boundary and the app's crash boundary, and with the router's location.
 * It is for start-up code that runs before the first render and that production builds must not
 * hold: the demo bootstrap adds its test hooks this way (`apps/shop/src/demo.ts`). Adding the same
 * component twice adds it once. Returns a function that removes it again (tests).
 *
 * @example addShopFrameExtension(CrashTestTrigger)
 */
export function addShopFrameExtension(extension: ComponentType): () => void {
  extensions.add(extension);
  return () => {
    extensions.delete(extension);
  };
}

/** The components added with `addShopFrameExtension`, in the order they were added. */
export function ShopFrameExtensions() {
  return [...extensions].map((Extension, index) => <Extension key={index} />);
}
