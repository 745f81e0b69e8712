import '@testing-library/jest-dom/vitest';
import { initI18n } from '@kk/i18n';

// Loading every translation table takes a few seconds the first time: do it once, before the tests.
beforeAll(async () => {
  await initI18n({ language: 'fr', forTests: true });
}, 30_000);

afterEach(() => {
  localStorage.clear();
});
