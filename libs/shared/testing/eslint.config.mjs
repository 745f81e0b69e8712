import nx from '@nx/eslint-plugin';
import baseConfig from '../../../eslint.config.mjs';

/**
 * Every file of this lib is test code, like a `src/testing/` folder elsewhere, so it gets the rules
 * of the workspace's mock consumers: it may import the fake backend (`@kk/api-mocks`). Who may
 * import this lib is decided in the root config (`@kk/testing` is restricted to tests and stories).
 */
const testCodeRules = baseConfig.find((block) => block.files?.includes('**/src/testing/**'))?.rules;
if (!testCodeRules) throw new Error('eslint.config.mjs: the mock-consumer block of the root config was not found.');

export default [
  ...nx.configs['flat/react'],
  ...baseConfig,
  { files: ['src/**/*.ts', 'src/**/*.tsx'], rules: testCodeRules },
  // Its labels ("current path") are read by tests, never by users: no translation needed.
  { files: ['src/**/*.tsx'], rules: { 'no-restricted-syntax': 'off' } },
];
