import { startDemoBackend } from '@kk/api-mocks/demo';
import { demoSeedUrls } from 'virtual:kk-demo-seed';
import { addShopFrameExtension } from '@kk/shop-feature-layout';
import { CrashTestTrigger } from './demo-crash-test';

/**
 * Demo mode: the page's API calls (fetch and XMLHttpRequest interceptors) are answered by the fake backend in a
 * worker, with its data kept in the page's localStorage; in the demo build, its seed is built at build time, one file per area (`virtual:kk-demo-seed`,
 * tools/vite/demo-seed.mts): the users' part and the shop's are fetched beside the first render, any other when a call
 * needs it. Loaded only when `config.json` names no backend, as its own chunk, which
 * also holds the demo app's test hooks: the crash test of the e2e journey (`demo-crash-test.tsx`)
 * is added to the shop frame here, so an app with a real backend has none of it.
 */
export function startDemo(): void {
  addShopFrameExtension(CrashTestTrigger);
  startDemoBackend({ seedUrls: demoSeedUrls, areas: ['shop'] });
}
