/**
 * The first screen in the HTML (issue 19, docs/performance.md). After the client build, renders the
 * app's real components at some paths in Node and writes one page per path (`connexion.html` for
 * `/connexion`, `home.html` for `/`, `school-id-levels.html` for every `/school/{id}/levels`:
 * prerendered-pages.mts): the built `index.html` with the markup inside `#root` (instead of the start
 * screen) and the styled-components style tags of what it drew in the head. A record's page is drawn
 * for two ids and must come out the same (its skeleton, which reads no record), else the build
 * fails. The browser paints the page from the HTML alone; the entry then hydrates it
 * (`bootstrapApp`). The page is `inert` until then (app-shell's prerendered-page.ts): seen at once,
 * usable once the app has adopted it.
 *
 * How the app's code runs in Node: a temporary Vite server (middleware mode, no HMR) on the app's
 * own config and mode loads the app's prerender entry with `ssrLoadModule` (so the workspace's
 * `@kk/source` condition, aliases and the Oxc styled-components transform are the build's).
 *
 * styled-components: its component ids must be the same in the server render and in the client
 * bundle, else every class of the prerendered markup differs from the client's (React does not
 * patch attributes on hydration). Oxc's `ssr` option names each styled component from its file and
 * position instead of a creation counter: `appConfig` (preset.mts) turns it on for an app that
 * prerenders, which the temporary server reads too (the same config file).
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { ENTRY_META_NAME, START_SCREEN } from './app-html.mts';
import { otherRecordPath, prerenderedPageFile } from './prerendered-pages.mts';

export interface PrerenderOptions {
  /** The module (relative to the app's root) exporting `prerenderPage(location)`. */
  entry: string;
  /**
   * The paths to prerender, each written to its file in the build's folder (prerendered-pages.mts);
   * a record's page by one of its addresses (`/school/1/levels` for every `/school/{id}/levels`).
   */
  paths: string[];
}

interface PrerenderEntry {
  prerenderPage: (location: string) => Promise<{ html: string; styleTags: string }>;
}

const ROOT = `<div id="root">${START_SCREEN}</div>`;

/** The entry's script tag in the built index.html (Vite writes it so); its `src` captured. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * A prerendered page names its entry instead of loading it: the page's inline script (app-html.mts
 * `PAGE_SCRIPT`) asks for it once the page has painted. The first paint of such a page needs the
 * page, its style and its fonts, not the app, so they have the link to themselves (index.html's
 * start-screen pages keep the script tag: their content needs the app). A low `fetchpriority` on
 * the tag was not enough: the browser still asks for the entry at once, and Lighthouse's model
 * counts every request that ended before the observed first paint in its estimate of it, so the
 * whole entry was in these pages' LCP whenever the local server sent it before the paint
 * (docs/performance.md, "The entry after the first paint").
 */
function entryAfterPaint(src: string): string {
  return `<meta name="${ENTRY_META_NAME}" content="${src}">`;
}

/**
 * The styled-components ids of `html` made by a creation counter (`sc-kdHtZr`), not from the file
 * (`sc-13maxg-0`): a component whose file the stable-id transform passed over
 * (styled-components.mts), whose classes would differ in the client bundle.
 */
export function unstableStyledIds(html: string): string[] {
  const classes = [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/));
  return [...new Set(classes.filter((name) => /^sc-[a-zA-Z]+$/.test(name)))];
}

/** The prerender plugin, with `finished()`: settles once the build's pages are written (or failed). */
export type PrerenderPlugin = Plugin & { api: { finished: () => Promise<void> } };

/**
 * Vite plugin: the prerendered pages of an app (see above). Vite's preview server already serves
 * `/connexion` from `connexion.html`; the plugin makes it serve `/` from `home.html` and a record's
 * address from its page (`/school/7/levels` from `school-id-levels.html`) when the build has one
 * (as nginx and the service worker do).
 */
export function prerender({ entry, paths }: PrerenderOptions): PrerenderPlugin {
  let config: ResolvedConfig;
  let done: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (done = resolve));
  return {
    name: 'kk:prerender',
    api: { finished: () => finished },
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        const file = prerenderedPageFile(url.pathname);
        if (file && existsSync(path.resolve(config.root, config.build.outDir, file)))
          request.url = `/${file}${url.search}`;
        next();
      });
    },
    async closeBundle() {
      try {
        await writePages();
      } finally {
        done();
      }
    },
  };

  async function writePages(): Promise<void> {
    if (config.command !== 'build' || config.build.ssr) return;
    const files = paths.map((location) => {
      const file = prerenderedPageFile(location);
      if (!file) throw new Error(`prerender: "/", one path segment or a record's page (/a/1/b), not ${location}`);
      return { location, file };
    });
    const started = Date.now();
    const outDir = path.resolve(config.root, config.build.outDir);
    // No index.html: the build failed before writing its files, and its own error is the one to read
    // (this hook's "no such file" would replace it). The e2e checks of the prerendered pages fail if a
    // successful build ever lacks them.
    if (!existsSync(path.join(outDir, 'index.html'))) return;
    const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
    if (!index.includes(ROOT)) throw new Error('prerender: the start screen is not in index.html');
    if (!ENTRY_SCRIPT.test(index)) throw new Error('prerender: the entry script is not in index.html');
    const server = await createServer({
      configFile: config.configFile,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
      // Its CommonJS main, loaded by Node, has the `styled` function as `.default` of the default
      // import: bundled by Vite instead, its ES module (package `module`) is read as the client's is.
      ssr: { noExternal: ['styled-components'] },
    });
    try {
      const { prerenderPage } = (await server.ssrLoadModule(path.join(config.root, entry))) as PrerenderEntry;
      for (const { location, file } of files) {
        const { html, styleTags } = await prerenderPage(location);
        const other = otherRecordPath(location);
        if (other && (await prerenderPage(other)).html !== html)
          throw new Error(
            `prerender: ${location} and ${other} draw different pages, but ${file} serves every id: ` +
              'draw only what reads no record (a skeleton) before the app has started',
          );
        const unstable = unstableStyledIds(html);
        if (unstable.length > 0)
          throw new Error(
            `prerender: ${location} draws styled components without a stable id (${unstable.join(', ')}): ` +
              "add their lib's folder to the app's `prerender.stableIds` (vite.config.mts)",
          );
        const page = index
          .replace(ROOT, () => `<div id="root" data-kk-prerendered inert>${html}</div>`)
          .replace(ENTRY_SCRIPT, (_tag, src: string) => entryAfterPaint(src))
          .replace('</head>', () => `${styleTags}</head>`);
        await writeFile(path.join(outDir, file), page);
        config.logger.info(`prerender: ${file} (${(page.length / 1024).toFixed(1)} KB)`);
      }
    } finally {
      await server.close();
    }
    config.logger.info(`prerender: ${Date.now() - started} ms`);
  }
}
