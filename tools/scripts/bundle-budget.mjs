/**
 * First-load JavaScript budget (brotli) of an app, measured on its production build:
 * `node tools/scripts/bundle-budget.mjs apps/shop [--details]`, run by each app's `bundle-budget`
 * target after its `build` and the bare stack's (`nx run-many -t bundle-budget`, or
 * `npm run bundle:budget`). `--details` prints the chunk breakdown even when the app is within
 * budget. See docs/performance.md.
 *
 * Budget: 1.2 × the bare framework stack. The team guide (TOOLCHAIN.md) measured that stack at
 * 124 KB brotli on these machines, hence "about 150 KB" (148.8 KB). The script also measures
 * `tools/bundle-baseline/` (built by its own `build` target: a bare app that boots the stack the way the apps do: react, react-dom,
 * react-router `BrowserRouter` + `Routes`, RTK configureStore + RTK Query createApi, react-redux,
 * styled-components, i18next + react-i18next, react-final-form Form + Field) with this workspace's
 * Vite and the apps' own preset, and measures it exactly as the apps are measured: about 121 KB
 * today. The floor used is the larger of the two, so the budget is never looser than the guide's,
 * and follows a toolchain or framework upgrade that makes the stack itself heavier.
 *
 * First load of an app = its entry chunk and everything it imports statically, plus the lazily
 * loaded chunks of the first screen and their static imports. An app can have several first screens
 * ("journeys": a visitor opening "/" sees the login screen, a signed-in user sees the dashboard);
 * nobody downloads all of them, so each journey is measured and the app's first load is the heaviest
 * one. The journeys live in `apps/<app>/src/app/first-route.json`:
 *   { "journeys": { "visitor": ["libs/.../src/index.ts", ...], "signed-in": [...] } }
 * A journey lists every lazily loaded module the browser fetches for that screen. react-router
 * resolves the `lazy` of every matched route before it renders, so a guarded route's module counts
 * even when its guard then redirects (check with the browser's network panel when in doubt).
 * Not counted: the demo-mode chunk (the fake backend, loaded only when no backend is configured),
 * every other lazily loaded route, translation tables, CSS and fonts.
 */
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Brotli KB of the bare stack according to the team guide (TOOLCHAIN.md). */
const GUIDE_BARE_STACK_KB = 124;
/** How much heavier than the bare stack an app's first load may be. */
const BUDGET_FACTOR = 1.2;
/** Chunks listed in the breakdown of an app over budget. */
const TOP_CHUNKS = 10;

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const baselineRoot = path.join(workspaceRoot, 'tools/bundle-baseline');
const showDetails = process.argv.includes('--details');
const appRoots = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (appRoots.length === 0) {
  console.error('usage: node tools/scripts/bundle-budget.mjs apps/<app> [apps/<app> ...] [--details]');
  process.exit(2);
}
const apps = appRoots.map((root) => ({ name: path.basename(root), root: path.resolve(workspaceRoot, root) }));

const kb = (bytes) => bytes / 1024;
const fmt = (bytes) => kb(bytes).toFixed(1);

const sizeCache = new Map();
/** Raw, gzip -9 and brotli q11 sizes of one built file. */
function sizes(file) {
  if (!sizeCache.has(file)) {
    const buf = readFileSync(file);
    sizeCache.set(file, {
      raw: buf.length,
      gzip: gzipSync(buf, { level: 9 }).length,
      brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizeCache.get(file);
}

/** Adds `key` and every chunk it imports statically (not `dynamicImports`) to `seen`. */
function closure(manifest, key, seen) {
  if (!key || seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/** The build manifest, written beside `dist` (tools/vite/manifest-outside-dist.mts). */
function readManifest(dist) {
  const file = path.join(dist, '../dist-meta/manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** The JS chunks of a set of manifest keys, with their sizes, heaviest first. */
function measureKeys(manifest, dist, keys) {
  const byFile = new Map();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk.file.endsWith('.js') || byFile.has(chunk.file)) continue;
    const label = chunk.isEntry ? `entry (${chunk.src ?? key})` : (chunk.src ?? key).replace(/^(\.\.\/)+/, '');
    byFile.set(chunk.file, { file: chunk.file, label, ...sizes(path.join(dist, chunk.file)) });
  }
  const chunks = [...byFile.values()].sort((a, b) => b.brotli - a.brotli);
  const total = (field) => chunks.reduce((sum, c) => sum + c[field], 0);
  return { chunks, raw: total('raw'), gzip: total('gzip'), brotli: total('brotli') };
}

/** The first-load sizes of the bare-stack fixture, built with the workspace's Vite and the apps' preset. */
function measureBaseline() {
  const dist = path.join(baselineRoot, 'dist');
  const manifest = readManifest(dist);
  if (!manifest) {
    console.error('bundle-budget: tools/bundle-baseline is not built (nx run bundle-baseline:build).');
    process.exit(1);
  }
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  return measureKeys(manifest, dist, closure(manifest, entryKey, new Set()));
}

/** `{ journeys: { name: [sources] } }`, or the older `{ sources: [...] }` as one journey "/". */
function readJourneys(app) {
  const file = path.join(app.root, 'src/app/first-route.json');
  if (!existsSync(file)) return { '/': [] };
  const json = JSON.parse(readFileSync(file, 'utf8'));
  return json.journeys ?? { '/': json.sources ?? [] };
}

const problems = [];
const baseline = measureBaseline();
const floor = Math.max(baseline.brotli, GUIDE_BARE_STACK_KB * 1024);
const budget = BUDGET_FACTOR * floor;

console.log(
  `baseline: bare framework stack (tools/bundle-baseline) ${fmt(baseline.raw)} KB min, ${fmt(baseline.gzip)} KB gzip, ` +
    `${fmt(baseline.brotli)} KB brotli; team guide ${GUIDE_BARE_STACK_KB} KB`,
);
console.log(`budget:   ${BUDGET_FACTOR} × ${fmt(floor)} KB (the larger of the two) = ${fmt(budget)} KB brotli`);

const overBudget = [];
for (const app of apps) {
  const dist = path.join(app.root, 'dist');
  const manifest = readManifest(dist);
  if (!manifest) {
    problems.push(
      `${path.relative(workspaceRoot, path.join(dist, '../dist-meta'))}/manifest.json is missing; build the app first (nx run @kk/${app.name}:build).`,
    );
    continue;
  }
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const journeys = Object.entries(readJourneys(app)).map(([name, sources]) => {
    const keys = closure(manifest, entryKey, new Set());
    for (const source of sources) {
      const key = Object.keys(manifest).find((k) => k.endsWith(source));
      if (!key) problems.push(`${app.name}: first-route module ${source} (journey "${name}") is not in the manifest.`);
      closure(manifest, key, keys);
    }
    return { name, ...measureKeys(manifest, dist, keys) };
  });
  const heaviest = journeys.reduce((a, b) => (b.brotli > a.brotli ? b : a));
  const ok = heaviest.brotli <= budget;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${app.name}: first-load JS ${fmt(heaviest.brotli)} KB brotli (journey "${heaviest.name}"; ` +
      `budget ${fmt(budget)} KB, ${((100 * heaviest.brotli) / budget).toFixed(0)}% used)`,
  );
  for (const j of journeys) {
    console.log(
      `       ${j === heaviest ? '*' : ' '} ${j.name.padEnd(10)} ${String(j.chunks.length).padStart(3)} files, ` +
        `${fmt(j.raw).padStart(6)} KB min, ${fmt(j.gzip).padStart(6)} KB gzip, ${fmt(j.brotli).padStart(6)} KB brotli`,
    );
  }
  if (!ok) overBudget.push(app.name);
  if (!ok || showDetails) {
    console.log(`         heaviest chunks of "${heaviest.name}" (KB brotli / KB min):`);
    for (const c of heaviest.chunks.slice(0, TOP_CHUNKS)) {
      console.log(`         ${fmt(c.brotli).padStart(6)} ${fmt(c.raw).padStart(7)}  ${c.file}  ${c.label}`);
    }
  }
}

for (const p of problems) console.error(`bundle-budget: ${p}`);
if (overBudget.length) {
  console.error(
    `bundle-budget: over budget: ${overBudget.join(', ')}. See docs/performance.md ("Investigating a chunk") for how to find what a chunk holds.`,
  );
}
process.exit(problems.length || overBudget.length ? 1 : 0);
