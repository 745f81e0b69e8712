import * as path from 'node:path';
import nx from '@nx/eslint-plugin';
import importPlugin from 'eslint-plugin-import';
import storybook from 'eslint-plugin-storybook';

/**
 * Module boundaries: the matrix of docs/ARCHITECTURE.md.
 * `tools/lint-fixtures` proves that a forbidden import fails this rule.
 */
const depConstraints = [
  { sourceTag: 'scope:shop', notDependOnLibsWithTags: ['scope:learning'] },
  { sourceTag: 'scope:learning', notDependOnLibsWithTags: ['scope:shop'] },
  {
    sourceTag: 'scope:shared',
    onlyDependOnLibsWithTags: ['scope:shared'],
  },
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: [
      'type:feature',
      'type:ui',
      'type:data-access',
      'type:util',
      'type:model',
      'type:mocks',
      'type:testing',
    ],
  },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util', 'type:model', 'type:mocks', 'type:testing'],
  },
  {
    sourceTag: 'type:ui',
    onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:model', 'type:testing'],
  },
  {
    sourceTag: 'type:data-access',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:model', 'type:mocks'],
  },
  {
    sourceTag: 'type:util',
    onlyDependOnLibsWithTags: ['type:util', 'type:model'],
  },
  { sourceTag: 'type:model', onlyDependOnLibsWithTags: ['type:model'] },
  {
    sourceTag: 'type:mocks',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:model', 'type:util'],
  },
  {
    sourceTag: 'type:testing',
    onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util', 'type:model', 'type:mocks'],
  },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['*'] },
];

/** Files allowed to import the fake backend: tests, stories, story/test setup and the demo bootstrap. */
const mockConsumers = [
  '**/*.spec.ts',
  '**/*.spec.tsx',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.stories.tsx',
  '**/src/test-setup.ts',
  '**/src/testing/**',
  '**/src/demo.ts',
  '**/.storybook/**',
  '**/tools/**',
];

/** A lib is used only through its package name. */
const noDeepImports = {
  group: ['@kk/*/src/*', '@kk/*/src', '../../libs/*', '../../../libs/*', '**/libs/*/*/src/*'],
  message: 'No deep imports: use the lib through its package name (src/index.ts).',
};
/** The same rule for tests and stories (relative paths inside a lib's own tests are fine there). */
const noDeepImportsInTests = {
  group: ['@kk/*/src/*', '@kk/*/src', '**/libs/*/*/src/*'],
  message: noDeepImports.message,
};
const noTestHelpersInShippedCode = {
  group: ['@kk/api-mocks', '@kk/api-mocks/*', '@kk/testing', '@kk/testing/*', '@kk/ui-kit/testing'],
  message:
    "The test helpers (@kk/testing, the kit's story helpers @kk/ui-kit/testing) and the fake backend (@kk/api-mocks) are only for tests, stories and src/testing/ folders; the fake backend also for the demo bootstrap (apps/*/src/demo.ts).",
};
/**
 * The design system is generic: no file of it (sources, tests, stories) imports the product's model.
 * Tag rules allow a ui lib to use model libs (shop-ui does), so the kit gets this rule of its own.
 */
const noDomainInUiKit = {
  group: ['@kk/domain', '@kk/domain/*'],
  message:
    '@kk/ui-kit is generic and may not import @kk/domain: make a value a token or a prop with a documented @default (the feature passes the domain constant), take statuses as a tone, and put shop components in @kk/shop-ui.',
};
/** The kit's folder, absolute: `nx lint` runs ESLint from each project's folder, the lint fixtures from the root. */
const uiKitRoot = path.join(import.meta.dirname, 'libs/shared/ui-kit');

/**
 * No literal user-visible text in ui-kit and feature code: texts come from the i18n tables
 * (features) or from props (ui-kit). Tests and stories are exempt.
 */
const literalTextRule = {
  // Patterns relative to wherever ESLint runs (`nx lint` runs it from each project's folder), so
  // every React file of every project: ui-kit, features, shop-ui and the app shells alike.
  files: ['**/*.tsx'],
  ignores: ['**/*.stories.tsx', '**/*.test.tsx', '**/*.spec.tsx', '**/src/testing/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: 'JSXText[value=/[A-Za-z\\u00C0-\\u024F\\u0600-\\u06FF]/]',
        message: 'Literal user-visible text: use t() from @kk/i18n (features) or a prop (ui-kit).',
      },
      {
        selector:
          'JSXAttribute[name.name=/^(aria-label|placeholder|title|alt|label)$/] > Literal[value=/[A-Za-z\\u00C0-\\u024F\\u0600-\\u06FF]/]',
        message: 'Literal user-visible text in an attribute: use t() from @kk/i18n (features) or a prop (ui-kit).',
      },
    ],
  },
};

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  ...storybook.configs['flat/recommended'],
  {
    ignores: [
      '**/dist',
      '**/dist-demo',
      '**/dist-meta',
      '**/out-tsc',
      '**/test-output',
      '**/storybook-static',
      '**/mockServiceWorker.js',
      '**/.vitest-attachments',
      '**/playwright-report',
      '**/vite.config.*.timestamp*',
      '**/vitest.config.*.timestamp*',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mts'],
    plugins: { import: importPlugin },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          banTransitiveDependencies: false,
          // The API clients load the domain's runtime schemas on first use (`@kk/domain/schemas`,
          // see domainSchema in api-clients) while importing its types and constants statically.
          checkDynamicDependenciesExceptions: ['@kk/domain'],
          allow: [
            '^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$',
            '^.*/tools/vite/preset\\.mts$',
            '^.*/vite/msw-worker\\.mts$',
            '^.*/vite/styled-components\\.mts$',
            '^.*/tools/playwright/[\\w-]+\\.mts$',
            '^.*/tools/spec-backend/[\\w-]+\\.mts$',
            '^.*/deploy/check/[\\w-]+\\.mts$',
          ],
          depConstraints,
        },
      ],
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [noDeepImports, noTestHelpersInShippedCode] }],
    },
  },
  {
    files: mockConsumers,
    rules: {
      'no-restricted-imports': ['error', { patterns: [noDeepImportsInTests] }],
    },
  },
  // The ui-kit: the rules above plus no @kk/domain (a later block replaces the rule's options, so
  // each repeats the patterns of its files).
  {
    basePath: uiKitRoot,
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noDeepImports, noTestHelpersInShippedCode, noDomainInUiKit] }],
    },
  },
  {
    basePath: uiKitRoot,
    files: mockConsumers,
    rules: {
      'no-restricted-imports': ['error', { patterns: [noDeepImportsInTests, noDomainInUiKit] }],
    },
  },
  literalTextRule,
];
