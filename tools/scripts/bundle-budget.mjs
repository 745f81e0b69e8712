/**
 * First-load JavaScript budget (brotli) of each app, measured on its production build.
 *
 * First load = the entry chunk and everything it imports statically, plus the lazily loaded chunks
 * of the first screen ("/": layout and home, listed in apps/<app>/src/app/first-route.json) and
 * their static imports. Excluded: the demo-mode chunk (the fake backend,
 * loaded only when no backend is configured) and every other lazily loaded route.
 *
 * Budget: 1.2 × the bare framework stack (react, react-dom, react-router, RTK Query, react-redux,
 * styled-components, i18next, react-final-form), measured at 124 KB brotli on these machines
 * (docs/performance.md), so 148.8 KB.
 */
import { readFileSync, existsSync } from 'node:fs';
import * as path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const BARE_STACK_BROTLI_KB = 124;
const BUDGET_KB = 1.2 * BARE_STACK_BROTLI_KB;

const apps = [
  { name: 'shop', dist: 'apps/shop/dist' },
  { name: 'learning', dist: 'apps/learning/dist' },
];

const kb = (bytes) => bytes / 1024;

function closure(manifest, key, seen = new Set()) {
  if (!key || seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

let failed = false;
const rows = [];
for (const app of apps) {
  const manifestPath = path.join(app.dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`bundle-budget: ${manifestPath} is missing; build the app first (nx run @kk/${app.name}:build).`);
    failed = true;
    continue;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const keys = closure(manifest, entryKey);
  // The modules of the first screen are named in apps/<app>/src/app/first-route.json ({ "sources": [...] }).
  for (const source of readFirstRoute(app)) {
    const key = Object.keys(manifest).find((k) => k.endsWith(source));
    if (!key) {
      console.error(`bundle-budget: first-route module ${source} not found in the ${app.name} manifest.`);
      failed = true;
    }
    closure(manifest, key, keys);
  }
  let raw = 0;
  let gz = 0;
  let br = 0;
  const files = [...new Set([...keys].map((k) => manifest[k].file))].filter((f) => f.endsWith('.js'));
  for (const file of files) {
    const buf = readFileSync(path.join(app.dist, file));
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
    br += brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  const ok = kb(br) <= BUDGET_KB;
  if (!ok) failed = true;
  rows.push({ app: app.name, files: files.length, raw: kb(raw), gzip: kb(gz), brotli: kb(br), ok });
}

function readFirstRoute(app) {
  const file = path.join('apps', app.name, 'src/app/first-route.json');
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')).sources ?? [];
}

for (const r of rows) {
  console.log(
    `${r.ok ? 'ok  ' : 'OVER'} ${r.app}: first-load JS ${r.files} files, ${r.raw.toFixed(1)} KB min, ${r.gzip.toFixed(1)} KB gzip, ${r.brotli.toFixed(1)} KB brotli (budget ${BUDGET_KB.toFixed(1)} KB brotli)`,
  );
}
process.exit(failed ? 1 : 0);
