import { startDemoBackend } from '@kk/api-mocks/demo';
import { demoSeedUrls } from 'virtual:kk-demo-seed';

/**
 * Demo mode: the page's API calls (fetch and XMLHttpRequest interceptors) are answered by the fake backend in a
 * worker, with its data kept in the page's localStorage; in the demo build, its seed is built at build time, one file per area (`virtual:kk-demo-seed`,
 * tools/vite/demo-seed.mts): the users' part, learning's and school management's are fetched beside the first render, any other when a call needs it. Loaded only when `config.json` names no backend, as its own chunk.
 */
export function startDemo(): void {
  startDemoBackend({ seedUrls: demoSeedUrls, areas: ['learning', 'school'] });
}
