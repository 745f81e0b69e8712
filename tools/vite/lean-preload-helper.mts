import type { Plugin } from 'vite';

/** Vite's module of `__vitePreload`, which wraps every lazy `import()` of a build. */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * Vite's preload helper, without what a build with no preload map never runs. With
 * `build.modulePreload: false` Vite still wraps each lazy `import()` in `__vitePreload(load, deps)`
 * (vitejs/vite#13952, #18551: the helper also loads the CSS a lazy chunk imports), and the entry
 * carries the whole helper (module preloading, the CSS links, the nonce, `allSettled`) although
 * `deps` is always empty. Ours calls `load` and keeps the one thing of the original that a caller can
 * see when it fails: the `vite:preloadError` event (cancelable; the error is thrown again unless a
 * listener calls `preventDefault`).
 *
 * Only for builds whose lazy chunks import no CSS (the apps' styles are styled-components; their one
 * stylesheet, the fonts, belongs to the entry): `generateBundle` fails the build otherwise.
 */
export function leanPreloadHelper(): Plugin {
  return {
    name: 'kk:lean-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(id) {
        if (id !== PRELOAD_HELPER_ID) return null;
        return `export const __vitePreload = (load) => load().catch((error) => {
  const event = new Event('vite:preloadError', { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
});`;
      },
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.isEntry) continue;
        const css = chunk.viteMetadata?.importedCss;
        if (css && css.size > 0) {
          this.error(
            `${chunk.fileName} imports CSS (${[...css].join(', ')}), which the lean preload helper would not load`,
          );
        }
      }
    },
  };
}
