import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, type TranslationTables } from '@kk/i18n';
import { isDemoMode, loadRuntimeConfig, type RuntimeConfig } from './runtime-config';

export interface BootstrapOptions {
  /** Element the app renders into. */
  rootElement: HTMLElement;
  /** Starts the fake backend (service worker). Only the app's `demo.ts` may import the mocks. */
  startDemo: () => Promise<void>;
  /** The app's translation tables (`shopTables`, `learningTables`). */
  translations: TranslationTables;
  /** Renders the app once config, fake backend (in demo mode) and translations are ready. */
  render: (config: RuntimeConfig) => ReactNode;
}

/**
 * Starts an app: reads `config.json`, starts the fake backend when no backend is configured,
 * loads the translations of the stored language, then renders.
 */
export async function bootstrapApp({ rootElement, startDemo, translations, render }: BootstrapOptions): Promise<void> {
  const config = await loadRuntimeConfig();
  if (isDemoMode(config)) {
    try {
      await startDemo();
    } catch (error) {
      // §8: a service worker registration failure is only logged.
      console.error('The demo backend could not start.', error);
    }
  }
  await initI18n({ tables: translations });
  createRoot(rootElement).render(<StrictMode>{render(config)}</StrictMode>);
}
