/**
 * The end of `npm test` (tools/scripts/test-all.sh): one line per check and per Nx target, what
 * failed under each failure (at most 12 lines per task: the CI record shows only the end of the
 * output, so the names must be here), the stories that passed only on retry, and the
 * `CI SUMMARY:` line. Exit code 0 only when everything passed.
 *
 * usage: node tools/scripts/test-summary.mjs <logs dir> <total seconds> <target>...
 * Reads <logs>/steps.tsv (id, name, ok|FAIL, seconds), <logs>/<id>.log and <logs>/nx-profile.json
 * (Nx's NX_PROFILE: every task with its result and duration).
 */
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

const [logsDir, totalSeconds, ...targets] = process.argv.slice(2);
const MAX_LINES = 12;

const steps = readFileSync(path.join(logsDir, 'steps.tsv'), 'utf8')
  .trim()
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [id, name, status, seconds] = line.split('\t');
    return { id, name, status, seconds: Number(seconds) };
  });
/** A step's output, without terminal colours. */
const readLog = (id) => {
  const file = path.join(logsDir, `${id}.log`);
  // eslint-disable-next-line no-control-regex -- ANSI colour codes start with the ESC control character.
  return existsSync(file) ? readFileSync(file, 'utf8').replace(/\u001b\[[0-9;]*m/g, '') : '';
};

const profileFile = path.join(logsDir, 'nx-profile.json');
const tasks = existsSync(profileFile)
  ? JSON.parse(readFileSync(profileFile, 'utf8'))
      .filter((e) => e.ph === 'X')
      .map((e) => ({ id: e.name, target: e.args.target.target, status: e.args.status, seconds: e.dur / 1e6 }))
  : [];

/** Lines of a log that name what failed: test runners', compilers' and linters' failure lines. */
const FAILURE_LINE =
  /(FAIL |× |✗ |✘ |error TS\d+|^\s+\d+:\d+\s+error\s|Error: |is already used|webServer|[0-9]+ failed$|›)/;

/** The output of one task in Nx's static output style: from its `> nx run <task>` header to the next. */
function taskOutput(log, taskId) {
  const lines = log.split('\n');
  const start = lines.findIndex((l) => l.trim().startsWith(`> nx run ${taskId}`));
  if (start < 0) return [];
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((l) => l.trim().startsWith('> nx run ') || /^\s*NX\s/.test(l));
  return end < 0 ? rest : rest.slice(0, end);
}

const out = [];
let failures = 0;
const tasksStep = steps.find((s) => s.id === 'tasks');

for (const step of steps.filter((s) => s.id !== 'tasks')) {
  out.push(`  ${step.status === 'ok' ? 'ok  ' : 'FAIL'}  ${step.name} (${step.seconds}s)`);
  if (step.status !== 'ok') {
    failures += 1;
    for (const line of readLog(step.id)
      .split('\n')
      .filter((l) => FAILURE_LINE.test(l))
      .slice(0, MAX_LINES)) {
      out.push(`          ${line.trim()}`);
    }
  }
}

const tasksLog = readLog('tasks');
if (tasksStep && tasks.length === 0) {
  // Nx failed before running any task (a broken project graph, a bad nx.json).
  failures += 1;
  out.push(`  FAIL  ${tasksStep.name}: no task ran`);
  for (const line of tasksLog
    .split('\n')
    .filter((l) => l.trim())
    .slice(-MAX_LINES))
    out.push(`          ${line.trim()}`);
}
for (const target of targets) {
  const ofTarget = tasks.filter((t) => t.target === target);
  if (ofTarget.length === 0) continue;
  const failed = ofTarget.filter((t) => t.status === 'failure');
  const skipped = ofTarget.filter((t) => t.status === 'skipped');
  const cached = ofTarget.filter((t) => t.status.includes('cache')).length;
  const seconds = Math.round(ofTarget.reduce((sum, t) => sum + t.seconds, 0));
  const ok = failed.length === 0 && skipped.length === 0;
  out.push(
    `  ${ok ? 'ok  ' : 'FAIL'}  ${target.padEnd(14)} ${String(ofTarget.length).padStart(3)} tasks, ` +
      `${String(cached).padStart(3)} from cache, ${String(seconds).padStart(5)} s of task time`,
  );
  for (const task of failed) {
    out.push(`        ${task.id}`);
    for (const line of taskOutput(tasksLog, task.id)
      .filter((l) => FAILURE_LINE.test(l))
      .slice(0, MAX_LINES)) {
      out.push(`          ${line.trim()}`);
    }
  }
  if (skipped.length > 0)
    out.push(`        not run (a task they depend on failed): ${skipped.map((t) => t.id).join(', ')}`);
  if (!ok) failures += 1;
}
if (tasksStep && tasksStep.status !== 'ok' && failures === 0) {
  failures += 1;
  out.push(`  FAIL  ${tasksStep.name}`);
}

// A story that passed only when played again is reported, not hidden.
for (const line of tasksLog
  .split('\n')
  .filter((l) => l.includes('passed on retry:'))
  .slice(0, MAX_LINES)) {
  out.push(`        ${line.trim().replace(/^.*passed on retry:/, 'passed on retry:')}`);
}

const checks = steps.length - (tasksStep ? 1 : 0) + targets.filter((t) => tasks.some((x) => x.target === t)).length;
console.log();
console.log(out.join('\n'));
if (failures === 0) {
  console.log(`CI SUMMARY: PASSED — ${checks} checks (${tasks.length} tasks) in ${totalSeconds}s`);
  process.exit(0);
}
console.log(`CI SUMMARY: FAILED — ${failures} of ${checks} checks failed in ${totalSeconds}s`);
process.exit(1);
