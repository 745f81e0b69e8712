import { bootstrapApp } from '@kk/app-shell';
import { learningTables } from '@kk/i18n';
import { App } from './app/app';

void bootstrapApp({
  rootElement: document.getElementById('root') as HTMLElement,
  // The demo build and the dev server only: a production build has no fake backend at all (this
  // branch, and the demo chunk with it, is dropped), and `"demo": true` in its config.json is refused.
  startDemo:
    import.meta.env.MODE === 'production' ? undefined : () => import('./demo').then((demo) => demo.startDemo()),
  translations: learningTables,
  render: () => <App />,
});
