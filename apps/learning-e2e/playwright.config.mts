import { appE2eConfig } from '../../tools/playwright/app-e2e-config.mts';

/** End-to-end journeys of the learning app: its demo build, and its production build failing closed. */
export default appE2eConfig({ dirname: import.meta.dirname, app: 'learning', port: 4301, productionPort: 4311 });
