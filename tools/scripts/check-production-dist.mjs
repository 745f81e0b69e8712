/**
 * Checks that an app's production build (`dist/`, what a web server deploys) carries nothing of the
 * demo: no fake backend, no MSW worker, no demo `config.json`, no build manifest.
 * `node tools/scripts/check-production-dist.mjs apps/shop`, run by each app's `dist-check` target
 * after its `build` (issue 13: "demo mode is explicit and fails closed").
 *
 * Mock code is recognised by strings only the fake backend and the mock library hold (the seeded
 * admin password, the demo store's storage key, MSW's log prefix); a chunk that
 * contains one fails the check with the file and the marker.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';

const FORBIDDEN_FILES = ['mockServiceWorker.js', 'config.json', '.vite'];
const MOCK_MARKERS = ['admin123', 'kk_fake_backend', '[MSW]'];

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const roots = process.argv.slice(2);
if (roots.length === 0) {
  console.error('usage: node tools/scripts/check-production-dist.mjs apps/<app> [apps/<app> ...]');
  process.exit(2);
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? [file, ...walk(file)] : [file];
  });
}

const problems = [];
for (const root of roots) {
  const dist = path.resolve(workspaceRoot, root, 'dist');
  const files = walk(dist);
  for (const file of files) {
    const rel = path.relative(dist, file);
    if (FORBIDDEN_FILES.includes(path.basename(file))) problems.push(`${root}/dist/${rel}: must not be deployed`);
    if (!/\.(js|mjs|html|json)$/.test(file) || statSync(file).isDirectory()) continue;
    const text = readFileSync(file, 'utf8');
    for (const marker of MOCK_MARKERS) {
      if (text.includes(marker)) problems.push(`${root}/dist/${rel}: holds mock code ("${marker}")`);
    }
  }
  console.log(`${root}/dist: ${files.length} files checked`);
}
if (problems.length > 0) {
  console.error(`The production build carries demo code or files:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('No mock code, worker, demo config or manifest in the production build.');
