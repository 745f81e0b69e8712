/**
 * `npm run chromatic`: publishes the Storybook to Chromatic's hosted visual review when a project
 * token is configured. Without CHROMATIC_PROJECT_TOKEN (as on our CI machines, which also have no
 * network) it skips with a clear message and exits 0: the local visual check (`npm run test:visual`)
 * is what CI relies on.
 */
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: skipped — CHROMATIC_PROJECT_TOKEN is not set. Set it to publish to Chromatic; the local visual check is `npm run test:visual`.',
  );
  process.exit(0);
}

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;

const built = run('npx', ['nx', 'run', '@kk/storybook:build-storybook']);
if (built !== 0) process.exit(built);
process.exit(run('npx', ['chromatic', '--config-file', 'chromatic.config.json']));
