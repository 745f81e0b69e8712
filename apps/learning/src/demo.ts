import { startDemoBackend } from '@kk/api-mocks';
import { demoSeedUrl } from 'virtual:kk-demo-seed';

/**
 * Demo mode: the fake backend answers the API calls in the page (fetch and XMLHttpRequest interceptors), with its data
 * kept in localStorage; in the demo build, its seed is built at build time (`virtual:kk-demo-seed`,
 * tools/vite/demo-seed.mts) and fetched beside the first render. Loaded only when `config.json` names no backend, as its own chunk.
 */
export function startDemo(): void {
  startDemoBackend({ seedUrl: demoSeedUrl });
}
