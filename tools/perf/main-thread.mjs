/**
 * What the page's main thread spends its time on while it loads, at full CPU speed, as Lighthouse
 * observes it before it multiplies each task by 4 (a task of 12.5 ms here is a 50 ms "long task"
 * of its simulated phone). Lighthouse's total blocking time moved by ±150 ms between runs of one
 * build on this machine, so a change is judged here, by where the time goes, before Lighthouse.
 *
 * Chromium records a trace with its CPU profile (the `disabled-by-default-v8.cpu_profiler`
 * category, which Lighthouse's trace lacks); each sample's stack is mapped back to the sources with
 * the build's source maps. Printed: each main-thread task of at least MIN ms (default 12.5) with its
 * files by own time and our functions by inclusive time; with `FOCUS=<regexp>`, the time spent in
 * the matching functions over the whole load (inclusive, each sample counted once), which moves far
 * less between runs than task lengths do: compare two builds by loading them alternately.
 *
 * Usage (from the workspace root):
 *   1. A build with source maps, outside the app's own folders:
 *      cd apps/shop && npx vite build --mode demo --sourcemap --outDir /tmp/shop-a --emptyOutDir
 *      cp dist-demo/config.json /tmp/shop-a/   (demo; production: a config pointing at a backend)
 *   2. Served as deployed: setsid bash deploy/check/serve.sh shop /tmp/shop-a 4610 /tmp/shop-a/config.json 'http://127.0.0.1:*' &
 *   3. node tools/perf/main-thread.mjs http://127.0.0.1:4610/occasion /tmp/shop-a
 *      FOCUS='libs/shared/session' TOP=10 node tools/perf/main-thread.mjs http://127.0.0.1:4610/occasion /tmp/shop-a 20
 *   Stop the server by its process group. docs/performance.md, "The stored lists read once a page".
 */
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { SourceMapConsumer } from 'source-map-js';

const [url, dist, minArg] = process.argv.slice(2);
if (!url || !dist) {
  console.error('usage: node tools/perf/main-thread.mjs <page URL> <build folder with source maps> [min task ms]');
  process.exit(2);
}
const MIN_MS = Number(minArg || 12.5);
const TOP = Number(process.env['TOP'] || 8);
const focus = process.env['FOCUS'] ? new RegExp(process.env['FOCUS']) : null;
const origin = new URL(url).origin;

const maps = new Map();
/** The original position of a profile frame, or null (not one of the build's chunks). */
function original(frame) {
  const file = (frame.url || '').replace(/^https?:\/\/[^/]+/, '');
  if (!file.startsWith('/assets/')) return null;
  if (!maps.has(file)) {
    const path = `${dist}${file}.map`;
    maps.set(file, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null);
  }
  return maps.get(file)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }) ?? null;
}
const short = (source) => (source || '?').replace(/^.*node_modules\//, 'npm:').replace(/^.*?\/(libs|apps)\//, '$1/');
/** A frame as `source:function` (ours and packages'), or Chromium's own name for native work. */
function frameName(frame) {
  const position = original(frame);
  if (position) return `${short(position.source)}${position.name ? `:${position.name}` : ''}`;
  return `${frame.functionName || '(anonymous)'}${frame.url ? ` ${frame.url.split('/').pop().slice(0, 30)}` : ''}`;
}
function frameFile(frame) {
  const position = original(frame);
  if (position) return short(position.source);
  return frame.url ? frame.url.split('/').pop() : `(${frame.functionName || 'native'})`;
}

const browser = await chromium.launch({ executablePath: process.env['CHROME_PATH'] || '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await browser.startTracing(page, {
  categories: [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'disabled-by-default-v8.cpu_profiler',
    'v8.execute',
    'loading',
    'blink.user_timing',
  ],
});
await page.goto(url);
await page.waitForTimeout(Number(process.env['WAIT_MS'] || 6000));
const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
await browser.close();

// The page's main thread: where its navigation started (not the browser's own pages, such as the
// new-tab page, which has its own renderer).
const navigation = events
  .filter((e) => e.name === 'navigationStart')
  .filter((e) => String(e.args?.data?.documentLoaderURL || '').startsWith(origin))
  .at(-1);
if (!navigation) throw new Error(`No navigation to ${origin} in the trace.`);
const { pid, tid } = navigation;
const start = navigation?.ts ?? 0;
const ms = (ts) => Math.round((ts - start) / 1000);
const fcp = events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint');
const lcp = events.filter((e) => e.pid === pid && e.name === 'largestContentfulPaint::Candidate');

// The main thread's CPU profile (its chunks are written by another thread under the profile's id).
const profileIds = new Set(
  events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid).map((e) => e.id),
);
const nodes = new Map();
const parents = new Map();
const samples = [];
let time = 0;
for (const e of events.filter((e) => e.pid === pid && profileIds.has(e.id))) {
  if (e.name === 'Profile') {
    time = e.args.data.startTime;
    continue;
  }
  if (e.name !== 'ProfileChunk') continue;
  const { cpuProfile, timeDeltas = [] } = e.args.data;
  for (const node of cpuProfile?.nodes ?? []) {
    nodes.set(node.id, node);
    if (node.parent) parents.set(node.id, node.parent);
  }
  (cpuProfile?.samples ?? []).forEach((id, i) => {
    time += timeDeltas[i] ?? 0;
    samples.push({ id, ts: time });
  });
}
// A sample stands for the time until the next one, at most twice the usual interval (a longer gap
// is the thread going idle, when the profiler takes no samples).
const gaps = samples.slice(1).map((sample, i) => (sample.ts - samples[i].ts) / 1000);
const usual = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0;
samples.forEach((sample, i) => (sample.ms = Math.min(gaps[i] ?? 0, 2 * usual)));
if (process.env['DEBUG']) console.log('usual sample interval', usual, 'ms');

/** Own time by file and inclusive time by function of the samples given, in ms. */
function attribute(inSamples, keep = () => true) {
  const own = new Map();
  const inclusive = new Map();
  for (const { id, ms: sampleMs } of inSamples) {
    const node = nodes.get(id);
    if (!node) continue;
    const file = frameFile(node.callFrame);
    own.set(file, (own.get(file) ?? 0) + sampleMs);
    const seen = new Set();
    for (let at = id; at; at = parents.get(at)) {
      const name = frameName(nodes.get(at).callFrame);
      if (seen.has(name) || !keep(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + sampleMs);
    }
  }
  const top = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([name, t]) => `${t.toFixed(1)} ${name}`);
  return { own: top(own), inclusive: top(inclusive) };
}

const tasks = events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.dur >= MIN_MS * 1000);
console.log(
  `${url}: FCP ${fcp ? ms(fcp.ts) : '?'} ms, LCP candidates ${lcp.map((e) => ms(e.ts)).join(', ')} ms; ` +
    `${tasks.length} tasks of ${MIN_MS} ms or more; ${samples.length} samples`,
);
let blocking = 0;
for (const task of tasks) {
  const duration = task.dur / 1000;
  blocking += Math.max(0, duration * 4 - 50);
  const { own, inclusive } = attribute(
    samples.filter((s) => s.ts >= task.ts && s.ts < task.ts + task.dur),
    (name) => /^(libs|apps)\//.test(name),
  );
  console.log(
    `@${ms(task.ts)} ms  ${duration.toFixed(1)} ms\n    own:  ${own.join(' | ')}\n    ours: ${inclusive.join(' | ')}`,
  );
}
console.log(`blocking time of these tasks at 4x (sum of 4 x length - 50 ms): ${Math.round(blocking)} ms`);
if (focus) {
  const matching = samples.filter(({ id, ts }) => {
    if (ts < start) return false;
    for (let at = id; at; at = parents.get(at)) if (focus.test(frameName(nodes.get(at).callFrame))) return true;
    return false;
  });
  const { inclusive } = attribute(matching, (name) => focus.test(name));
  const total = matching.reduce((sum, sample) => sum + sample.ms, 0);
  console.log(`FOCUS ${focus.source}: ${total.toFixed(1)} ms in all\n    ${inclusive.join('\n    ')}`);
}
