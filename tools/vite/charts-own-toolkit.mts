/**
 * Gives recharts (the charts' drawing library, loaded lazily with the first chart) its own copy of
 * Redux Toolkit, in the charts' chunk.
 *
 * recharts keeps its state in a Redux store of its own, built with Redux Toolkit's
 * `configureStore`, `createSlice` and `createListenerMiddleware`. The apps' Redux Toolkit module is
 * in the entry chunk (the session store needs it before the first render), and a module goes
 * whole into one chunk: every export any lazy chunk imports stays in it. Without this plugin,
 * recharts' listener middleware (about 1.3 KB brotli) shipped in every first load of both apps for
 * the few screens that draw a chart; with it, the chart chunk carries its own copy (about 4 KB
 * brotli more, downloaded with the first chart). The copy is the same file under another module id
 * (`?charts`); recharts' store never meets the apps' one, so two copies change nothing else.
 * Builds only: the dev server pre-bundles recharts with its dependencies anyway.
 */
import * as path from 'node:path';
import type { Plugin } from 'vite';

/** Vite plugin: `@reduxjs/toolkit` imported from recharts resolves to a copy of its own. */
export function chartsOwnToolkit(workspaceRoot: string): Plugin {
  const copy = `${path.join(workspaceRoot, 'node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs')}?charts`;
  return {
    name: 'kk:charts-own-toolkit',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@reduxjs/toolkit' || !importer?.includes('/node_modules/recharts/')) return null;
      return copy;
    },
  };
}
