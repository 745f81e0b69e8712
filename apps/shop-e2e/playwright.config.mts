import { appE2eConfig } from '../../tools/playwright/app-e2e-config.mts';

/**
 * End-to-end journeys of the shop app: its demo build, its production build failing closed, and
 * both behind nginx with the deployed configuration (`*.deploy.spec.ts`).
 */
export default appE2eConfig({
  dirname: import.meta.dirname,
  app: 'shop',
  port: 4300,
  productionPort: 4310,
  deployPorts: { production: 4320, demo: 4330 },
});
