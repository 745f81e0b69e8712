/**
 * Serves and emits MSW's service worker (`/mockServiceWorker.js`) straight from the installed `msw`
 * package, so the worker always matches the library version and no copy of it is committed.
 * Used by both apps (demo mode), the Storybook and the story tests.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const WORKER_FILE = 'mockServiceWorker.js';

function workerSource(): string {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve(`msw/${WORKER_FILE}`), 'utf8');
}

/** Options of {@link mswWorker}. */
export interface MswWorkerOptions {
  /**
   * Whether builds emit the worker file: the demo build, Storybook's static build; never an app's
   * production build, which contains no mock code. Dev and preview servers always serve it.
   * @default true
   */
  emit?: boolean;
}

/** Vite plugin: `/mockServiceWorker.js` in dev and preview servers, and in the builds that emit it. */
export function mswWorker({ emit = true }: MswWorkerOptions = {}): Plugin {
  let source: string | undefined;
  const load = () => (source ??= workerSource());
  const serve: Plugin['configureServer'] = (server) => {
    server.middlewares.use(`/${WORKER_FILE}`, (_req, res) => {
      res.setHeader('Content-Type', 'text/javascript');
      res.setHeader('Service-Worker-Allowed', '/');
      res.end(load());
    });
  };
  return {
    name: 'kk:msw-worker',
    configureServer: serve,
    generateBundle() {
      if (!emit) return;
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: load() });
    },
  };
}
