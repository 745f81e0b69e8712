import { startDemoWorker } from '@kk/api-mocks';

/**
 * Demo mode: the fake backend answers every call in the browser (service worker), with its data
 * kept in localStorage. Loaded only when `config.json` names no backend, as its own chunk.
 */
export async function startDemo(): Promise<void> {
  await startDemoWorker();
}
