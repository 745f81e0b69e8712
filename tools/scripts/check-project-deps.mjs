#!/usr/bin/env node
/**
 * Checks that Nx sees every workspace package each project imports (statically or lazily, `import()`).
 * Nx finds a project's dependencies by scanning its imports; a syntax its scanner stops at (it once
 * stopped at the TSX generic arrow `<M,>(load) =>` of the learning app's routes) hides the imports
 * after it, and then the app's build and e2e are replayed from the cache after a change in those
 * libs. Run by `npm test` (tools/scripts/test-all.sh) before the tasks; exits 1 naming the missing edges.
 *
 * Usage: node tools/scripts/check-project-deps.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](@kk\/[a-z0-9-]+)(?:\/[^'"]*)?['"]/g;

/** Every .ts/.tsx file below `dir`. */
function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The workspace packages a project's sources import (tests and stories included: they are its inputs too). */
function importedPackages(srcDir) {
  const found = new Set();
  for (const file of sources(srcDir)) {
    // Comments left out: an `@example` naming an import is not one.
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:])\/\/.*$/gm, '$1');
    for (const match of code.matchAll(IMPORT)) found.add(match[1]);
  }
  return found;
}

const scratch = mkdtempSync(path.join(tmpdir(), 'kk-graph-'));
const graphFile = path.join(scratch, 'graph.json');
execFileSync('npx', ['nx', 'graph', `--file=${graphFile}`], {
  cwd: root,
  stdio: 'ignore',
  env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
});
const { graph } = JSON.parse(readFileSync(graphFile, 'utf8'));
rmSync(scratch, { recursive: true, force: true });

let missing = 0;
let checked = 0;
for (const [name, node] of Object.entries(graph.nodes)) {
  // Apps and libs (the generators under tools/ write imports into templates, as text).
  if (!/^(apps|libs)\//.test(node.data.root)) continue;
  const srcDir = path.join(root, node.data.root, 'src');
  try {
    if (!statSync(srcDir).isDirectory()) continue;
  } catch {
    continue;
  }
  checked += 1;
  const edges = new Set((graph.dependencies[name] ?? []).map((d) => d.target));
  const absent = [...importedPackages(srcDir)].filter((pkg) => pkg !== name && graph.nodes[pkg] && !edges.has(pkg));
  for (const pkg of absent) console.error(`${name} imports ${pkg}, but Nx's project graph has no such dependency`);
  missing += absent.length;
}
if (missing === 0)
  console.log(`ok   ${checked} projects: every workspace package they import is a dependency in the graph`);
process.exit(missing > 0 ? 1 : 0);
