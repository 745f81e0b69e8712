/**
 * Nx plugin: every project with stories (`src/**\/*.stories.ts(x)`) gets a `test-stories` target
 * that plays its stories and pictures them (tools/storybook/vitest.stories.mts). The target is
 * the project's own, so a change reruns the stories of the projects it affects and no others:
 * its inputs are the project's files, what its dependencies ship (`^production`) and the story
 * harness (`storyHarness` in nx.json: the Storybook config and the test setup; and the projects
 * the Storybook preview imports).
 *
 * A new lib with stories needs nothing else: the target appears as soon as its first story does.
 * The story harness itself (tools/storybook) gets one the same way, for its own checks in src/harness.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CreateNodes, TargetConfiguration } from '@nx/devkit';

const STORY_FILE = /\.stories\.tsx?$/;

/** The projects .storybook/preview.tsx imports (and what they import). */
const PREVIEW_PROJECTS = ['@kk/api-mocks', '@kk/api-clients', '@kk/domain', '@kk/i18n', '@kk/session', '@kk/ui-kit'];

function hasStories(dir: string): boolean {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return false;
  }
  return entries.some((entry) =>
    entry.isDirectory()
      ? entry.name !== 'node_modules' && hasStories(join(dir, entry.name))
      : STORY_FILE.test(entry.name),
  );
}

function storyTarget(projectRoot: string): TargetConfiguration {
  return {
    command: `vitest run --config tools/storybook/vitest.stories.mts ${projectRoot}/src/`,
    options: { cwd: '{workspaceRoot}' },
    cache: true,
    inputs: [
      'default',
      '^production',
      'storyHarness',
      // What .storybook/preview.tsx imports, for every project's stories (providers, fake backend).
      { input: 'production', projects: PREVIEW_PROJECTS },
      { env: 'CHROME_PATH' },
      { env: 'VISUAL_SHUFFLE_SEED' },
      {
        externalDependencies: [
          'vitest',
          '@vitest/browser-playwright',
          'playwright',
          'storybook',
          '@storybook/react-vite',
          '@storybook/addon-vitest',
          '@storybook/addon-a11y',
          'msw',
          'msw-storybook-addon',
        ],
      },
    ],
    // A failed comparison leaves its reference, actual and diff pictures here.
    outputs: [`{workspaceRoot}/dist/visual-results/${projectRoot}`],
    metadata: {
      description:
        'Plays every story of the project (render, play function, axe) and compares its end state, in LTR and RTL, with the pictures beside the story file.',
      technologies: ['storybook', 'vitest'],
    },
  };
}

export const createNodes: CreateNodes = [
  '{apps,libs,tools}/**/package.json',
  (files, _options, context) =>
    files.flatMap((file) => {
      const projectRoot = dirname(file);
      if (!hasStories(join(context.workspaceRoot, projectRoot, 'src'))) return [];
      return [
        [file, { projects: { [projectRoot]: { targets: { 'test-stories': storyTarget(projectRoot) } } } }] as const,
      ];
    }),
];
