/**
 * What Lighthouse's simulated LCP is made of, for a run saved by `PERF_TRACES=1 npm run perf`
 * (docs/performance.md, "The demo market's floor, read in Lantern's simulator"): Lighthouse's own
 * Lantern computation of the LCP on the run's trace and devtools log, then every node of its two
 * graphs (optimistic and pessimistic; the LCP is their mean) with its simulated start and end, in ms
 * after the navigation:
 * - a request: its size on the wire and its address (data: URIs are left out unless `--all`);
 * - a main-thread task: its simulated duration (the trace's, 4× slower), listed from 10 ms.
 *
 * Usage: node tools/perf/lcp-graph.mjs dist/perf/<mode>-<page>-<n> [--all]
 * (the report's path without `.json`; its `-0.trace.json` and `-0.devtoolslog.json` beside it).
 * Lighthouse is not a dependency of the workspace: the script runs itself again through
 * `npx -p lighthouse@<the version of run.mjs>`, from npm's cache once `npm run perf` has fetched it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const [base, ...flags] = process.argv.slice(2);
if (!base) {
  console.error('usage: node tools/perf/lcp-graph.mjs dist/perf/<report without .json> [--all]');
  process.exit(2);
}
const showAll = flags.includes('--all');

/** The lighthouse package that `npx -p` put on the PATH (its `node_modules/.bin`), if any. */
function lighthouseRoot() {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const root = path.join(dir, '..', 'lighthouse');
    if (dir.endsWith(path.join('node_modules', '.bin')) && existsSync(path.join(root, 'core'))) return root;
  }
  return null;
}

const root = lighthouseRoot();
if (!root) {
  if (process.env['KK_LCP_GRAPH_RERUN']) {
    console.error(`lcp-graph: ${LIGHTHOUSE} is not on the PATH that npx made`);
    process.exit(1);
  }
  const self = fileURLToPath(import.meta.url);
  const rerun = spawnSync('npx', ['-y', '-p', LIGHTHOUSE, 'node', self, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, KK_LCP_GRAPH_RERUN: '1' },
  });
  process.exit(rerun.status ?? 1);
}

const { LanternLargestContentfulPaint } = await import(
  path.join(root, 'core/computed/metrics/lantern-largest-contentful-paint.js')
);
const read = (suffix) => JSON.parse(readFileSync(`${base}${suffix}`, 'utf8'));
const report = read('.json');
const settings = report.configSettings;
const result = await LanternLargestContentfulPaint.request(
  {
    trace: read('-0.trace.json'),
    devtoolsLog: read('-0.devtoolslog.json'),
    gatherContext: { gatherMode: 'navigation' },
    settings,
    URL: {
      requestedUrl: report.requestedUrl,
      mainDocumentUrl: report.mainDocumentUrl ?? report.finalDisplayedUrl,
      finalDisplayedUrl: report.finalDisplayedUrl,
    },
    SourceMaps: [],
    simulator: null,
  },
  { computedCache: new Map(), settings },
);

const ms = (n) => n.toFixed(0).padStart(5);
console.log(
  `LCP ${result.timing.toFixed(0)} ms = mean of optimistic ${result.optimisticEstimate.timeInMs.toFixed(0)}` +
    ` and pessimistic ${result.pessimisticEstimate.timeInMs.toFixed(0)} (${report.requestedUrl})`,
);
for (const [name, estimate] of [
  ['optimistic', result.optimisticEstimate],
  ['pessimistic', result.pessimisticEstimate],
]) {
  console.log(`\n${name}: start   end  what`);
  const nodes = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, { startTime, endTime }] of nodes) {
    if (node.type === 'network') {
      const url = node.request.url;
      if (url.startsWith('data:') && !showAll) continue;
      const size = `${(node.request.transferSize / 1024).toFixed(1)} KB`.padStart(9);
      console.log(`${ms(startTime)} ${ms(endTime)}  ${size}  ${url.replace(/^https?:\/\/[^/]+/, '').slice(0, 100)}`);
    } else if (endTime - startTime >= 10) {
      console.log(`${ms(startTime)} ${ms(endTime)}  task ${(endTime - startTime).toFixed(0)} ms`);
    }
  }
}
