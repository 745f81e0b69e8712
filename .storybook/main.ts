import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';
import { mswWorker } from '../tools/vite/msw-worker.mts';

/**
 * The one Storybook of the workspace: every lib's and app's stories, with docs, a11y checks,
 * the fake backend (msw) and the fr/ar/en locale toolbar. See tools/storybook/README.md.
 */
const config: StorybookConfig = {
  stories: [
    '../libs/**/src/**/*.mdx',
    '../libs/**/src/**/*.stories.@(ts|tsx)',
    '../apps/*/src/**/*.stories.@(ts|tsx)',
    // The story harness's own checks (tools/storybook/src/harness), hidden from the sidebar.
    '../tools/storybook/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // Read our workspace packages from their sources (see tools/vite/preset.mts).
      resolve: { conditions: ['@kk/source', ...defaultClientConditions] },
      // The fake backend's service worker (msw-storybook-addon), served from the msw package.
      plugins: [mswWorker()],
    }),
};

export default config;
