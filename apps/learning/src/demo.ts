import { startDemoBackend } from '@kk/api-mocks';

/**
 * Demo mode: the fake backend answers the API calls in the page (fetch and XMLHttpRequest interceptors), with its data
 * kept in localStorage. Loaded only when `config.json` names no backend, as its own chunk.
 */
export function startDemo(): void {
  startDemoBackend();
}
