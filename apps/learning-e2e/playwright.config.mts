import { appE2eConfig } from '../../tools/playwright/app-e2e-config.mts';

/**
 * End-to-end journeys of the learning app: its demo build, its production build failing closed,
 * and both behind nginx with the deployed configuration (`*.deploy.spec.ts`).
 */
export default appE2eConfig({
  dirname: import.meta.dirname,
  app: 'learning',
  port: 4301,
  productionPort: 4311,
  deployPorts: { production: 4321, demo: 4331 },
});
