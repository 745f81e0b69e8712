import { bootstrapApp } from '@kk/app-shell';
import { shopTables } from '@kk/i18n';
import { App } from './app/app';

void bootstrapApp({
  rootElement: document.getElementById('root') as HTMLElement,
  // Demo mode only: the fake backend is its own chunk, never loaded when a backend is configured.
  startDemo: () => import('./demo').then((demo) => demo.startDemo()),
  translations: shopTables,
  render: () => <App />,
});
