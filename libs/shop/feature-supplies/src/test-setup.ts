import { setupFakeBackendForTests } from '@kk/testing/node';

await setupFakeBackendForTests({ asyncUtilTimeout: 10_000 });
