import { appE2eConfig } from '../../tools/playwright/app-e2e-config.mts';

/** End-to-end journeys of the shop app: its demo build, and its production build failing closed. */
export default appE2eConfig({ dirname: import.meta.dirname, app: 'shop', port: 4300, productionPort: 4310 });
