import { startDemoBackend } from '@kk/api-mocks/demo';
import { demoSeedUrls } from 'virtual:kk-demo-seed';

/**
 * Demo mode: the fake backend answers the API calls in the page (fetch and XMLHttpRequest interceptors), with its data
 * kept in localStorage; in the demo build, its seed is built at build time, one file per area (`virtual:kk-demo-seed`,
 * tools/vite/demo-seed.mts): the users' part, learning's and school management's are fetched beside the first render, any other when a call needs it. Loaded only when `config.json` names no backend, as its own chunk.
 */
export function startDemo(): void {
  startDemoBackend({ seedUrls: demoSeedUrls, areas: ['learning', 'school'] });
}
