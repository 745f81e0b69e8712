/**
 * The long tasks (over 50 ms) of a page's main thread in a trace saved by `PERF_TRACES=1 npm run
 * perf` (docs/performance.md, "Total blocking time"): for each, when it started (ms after the
 * navigation), how long it took, and what took its time (trace events directly under it, by name
 * and script, largest first).
 *
 * Usage: node tools/perf/long-tasks.mjs dist/perf/<report>-0.trace.json [shortest, ms]
 * The shortest task listed is 50 ms by default; Lighthouse's simulated blocking time counts the
 * trace's tasks over 12.5 ms (it runs them 4 times slower: 12.5 × 4 = 50), so pass 12.5 to see
 * those, each with its simulated share of blocking time (4 × duration − 50).
 */
import { readFileSync } from 'node:fs';

const file = process.argv[2];
const shortest = Number(process.argv[3] ?? 50);
if (!file) {
  console.error('usage: node tools/perf/long-tasks.mjs <trace.json>');
  process.exit(2);
}
const trace = JSON.parse(readFileSync(file, 'utf8'));
const events = Array.isArray(trace) ? trace : trace.traceEvents;

// The renderer's main thread of the page: the one that ran the navigation's document.
const mainThreads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
const busiest = mainThreads
  .map((t) => ({ t, n: events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X').length }))
  .sort((a, b) => b.n - a.n)[0]?.t;
if (!busiest || !navigation) {
  console.error('long-tasks: no main thread or navigation in this trace');
  process.exit(1);
}
const onMain = events
  .filter((e) => e.pid === busiest.pid && e.tid === busiest.tid && e.ph === 'X' && typeof e.dur === 'number')
  .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
const ms = (us) => (us / 1000).toFixed(0);
const scriptOf = (e) => {
  const url = e.args?.data?.url || e.args?.data?.stackTrace?.[0]?.url || e.args?.fileName || '';
  return url.replace(/^.*\//, '');
};

const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > shortest * 1000);
let blocking = 0;
for (const task of tasks) {
  const end = task.ts + task.dur;
  // The events directly under the task (not nested in another child).
  const children = [];
  let coveredUntil = task.ts;
  for (const e of onMain) {
    if (e === task || e.ts < task.ts || e.ts >= end) continue;
    if (e.ts < coveredUntil) continue;
    children.push(e);
    coveredUntil = e.ts + e.dur;
  }
  const byKind = new Map();
  for (const child of children) {
    const key = `${child.name}${scriptOf(child) ? ` ${scriptOf(child)}` : ''}`;
    byKind.set(key, (byKind.get(key) ?? 0) + child.dur);
  }
  const parts = [...byKind]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([key, dur]) => `${key} ${ms(dur)}`)
    .join(', ');
  const simulated = Math.max(0, (4 * task.dur) / 1000 - 50);
  blocking += simulated;
  console.log(
    `${ms(task.ts - navigation.ts).padStart(6)} ms  ${ms(task.dur).padStart(4)} ms  ` +
      `(×4 blocks ${simulated.toFixed(0).padStart(3)} ms)  ${parts}`,
  );
}
console.log(`${tasks.length} tasks; at 4× they would block ${blocking.toFixed(0)} ms in all.`);
