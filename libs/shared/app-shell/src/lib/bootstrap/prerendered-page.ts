/**
 * A page prerendered at build time (tools/vite/prerender.mts) is painted from the HTML before the
 * app has started, and is `inert` until then: a click, a focus or typing would reach markup that no
 * code listens to yet (a form sent by the browser itself, values the form's state never learns).
 * `bootstrapApp` holds the release while it adopts the page; the page's own code says when it is
 * ready: `lazyPage`'s component once it has been adopted (its chunk arrived and hydrated), or the
 * crash boundary when it failed (the error screen must be usable).
 */
let release: (() => void) | null = null;

/** `bootstrapApp`, before it adopts a prerendered page: `done` runs once that page is ready. */
export function whenPageReady(done: () => void): void {
  release = done;
}

/** The adopted page is ready (its components are mounted): runs the held release, once. */
export function pageReady(): void {
  const held = release;
  release = null;
  held?.();
}
