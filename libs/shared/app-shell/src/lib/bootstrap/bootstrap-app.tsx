import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initI18n, type TranslationTables } from '@kk/i18n';
import { registerServiceWorker } from '../offline/service-worker';
import { loadRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from './runtime-config';

export interface BootstrapOptions {
  /** Element the app renders into. */
  rootElement: HTMLElement;
  /**
   * Starts the fake backend. Only the demo build has it: the app passes it when
   * `import.meta.env.MODE !== 'production'`, so a production build contains no mock code at all
   * (the dynamic import of the app's `demo.ts` is dropped with the dead branch).
   */
  startDemo?: () => Promise<void>;
  /** The app's translation tables (`shopTables`, `learningTables`). */
  translations: TranslationTables;
  /** Renders the app once config, fake backend (in demo mode) and translations are ready. */
  render: (config: RuntimeConfig) => ReactNode;
  /** Where `config.json` is (tests). */
  configUrl?: string;
  /**
   * Whether the build has our service worker (`/sw.js`: built apps, not the dev server).
   * @default import.meta.env.PROD
   */
  serviceWorker?: boolean;
}

/** The MSW worker's file: a registration of it left by a demo on this origin is removed. */
const DEMO_WORKER_FILE = '/mockServiceWorker.js';

/**
 * With a real backend, unregisters a fake-backend service worker that a demo run on the same
 * origin left behind (it would otherwise keep answering API calls from the demo's data).
 */
async function unregisterDemoWorkers(): Promise<number> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.getRegistrations) return 0;
  const registrations = await navigator.serviceWorker.getRegistrations();
  const demo = registrations.filter((r) =>
    [r.active, r.waiting, r.installing].some((w) => w?.scriptURL.endsWith(DEMO_WORKER_FILE)),
  );
  await Promise.all(demo.map((r) => r.unregister()));
  return demo.length;
}

/** Runs `task` once the page has loaded (the first render and its files come first). */
function afterLoad(task: () => void) {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}

/**
 * Starts an app: reads `config.json` (while the translations load), starts the fake backend only
 * when the config asks for it and the build has it, then renders. A configuration that cannot
 * start the app shows {@link ConfigErrorScreen} with a Retry that reads it again. Once the app has
 * rendered, the built apps register their service worker (never while the configuration is broken).
 */
export async function bootstrapApp({
  rootElement,
  startDemo,
  translations,
  render,
  configUrl,
  serviceWorker = import.meta.env.PROD,
}: BootstrapOptions): Promise<void> {
  const i18nReady = initI18n({ tables: translations });
  let root: Root | null = null;
  const show = (node: ReactNode) => {
    root ??= createRoot(rootElement);
    root.render(<StrictMode>{node}</StrictMode>);
  };

  const start = async (): Promise<void> => {
    let config: RuntimeConfig;
    try {
      config = await loadRuntimeConfig({ url: configUrl, demoAvailable: startDemo !== undefined });
    } catch (error) {
      if (!(error instanceof RuntimeConfigError)) throw error;
      console.error(error.message);
      // Its own chunk: only a failed start needs it (the first load stays within budget).
      const [{ ConfigErrorScreen }] = await Promise.all([import('../errors/config-error-screen'), i18nReady]);
      show(<ConfigErrorScreen problem={error.problem} onRetry={() => void start()} />);
      return;
    }
    if (config.demo && startDemo) {
      try {
        await startDemo();
      } catch (error) {
        // §8: a service worker registration failure is only logged.
        console.error('The demo backend could not start.', error);
      }
    } else {
      unregisterDemoWorkers().catch((error: unknown) => console.warn('Demo worker cleanup failed.', error));
    }
    await i18nReady;
    show(render(config));
    // Demo mode keeps MSW's worker on `/` until the fake backend moves into the page.
    if (serviceWorker && !config.demo) afterLoad(() => void registerServiceWorker(config.apiBaseUrl));
  };
  await start();
}
