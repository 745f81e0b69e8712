import { setupFakeBackendForTests } from '@kk/testing/node';

await setupFakeBackendForTests();
