/**
 * `npm run perf`: Lighthouse (mobile, simulated throttling, the tool's defaults) on the built apps,
 * served as deployed (nginx with deploy/nginx's configuration: brotli, caching, the policy; over TLS
 * and HTTP/2, as the apps' TLS front serves them: `PERF_HTTP1=1` for plain HTTP/1.1), in both
 * modes:
 * - demo: the demo build (`dist-demo`), its fake backend in the page;
 * - production: the production build (`dist`), its `config.json` pointing at the spec-literal
 *   backend (tools/spec-backend) on this machine, which answers at once.
 * Pages: the shop's `/`, `/occasion`, `/connexion` and a levels page; learning's sign-in and a
 * signed-in home (signed in first in the same browser, storage kept for that run).
 *
 * Each page is measured RUNS times (default 3, `PERF_RUNS`) and the median run (by score) is kept.
 * To measure only some of them (default: every page in both modes):
 * - `PERF_PAGES=shop:levels,learning:home`: `<app>:<page name>` of the PAGES list below (or `<app>`
 *   alone for all the pages of that app);
 * - `PERF_MODES=demo` or `production`.
 * - `PERF_THROTTLING=devtools`: applied throttling (the page really loads over the slow link and CPU)
 *   instead of Lighthouse's simulation. The simulation estimates from an unthrottled trace, whose
 *   order of events on a local server can differ from a phone's (docs/performance.md, "What the
 *   runs show"); the table also prints the trace's own first paint (`seen`) for that reason.
 * - `PERF_TRACES=1`: Lighthouse also saves each run's trace (`<report>-0.trace.json`, for the
 *   long tasks: `node tools/perf/long-tasks.mjs <trace>`) and devtools log (for what the simulated
 *   LCP is made of: `node tools/perf/lcp-graph.mjs dist/perf/<report without .json>`).
 * e.g. `PERF_PAGES=shop:levels PERF_MODES=production PERF_RUNS=1 node tools/perf/run.mjs`.
 * Prints a table and writes dist/perf/summary.json and each report (dist/perf/<mode>-<page>-<n>.json).
 * Needs the builds (`npx nx run-many -t build build-demo -p @kk/shop,@kk/learning`, run first by
 * the npm script), nginx (`npm run setup`) and the registry for Lighthouse (`npx lighthouse@…`,
 * fetched once into npm's cache). Targets and figures: docs/performance.md, "First screen".
 */
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync, readFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import * as http from 'node:http';
import * as https from 'node:https';
import * as os from 'node:os';
import * as path from 'node:path';
import { createJiti } from 'jiti';
import { chromium } from '@playwright/test';

// 12.8: the version of issue 19's first figures (13 needs Node 22; this machine has Node 20).
const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env['PERF_RUNS'] || 3);
const THROTTLING = process.env['PERF_THROTTLING'] === 'devtools' ? 'devtools' : 'simulate';
const SAVE_TRACES = process.env['PERF_TRACES'] === '1';
const root = path.resolve(import.meta.dirname, '../..');
const out = path.join(root, 'dist/perf');
const DEBUG_PORT = 9333;
const chromePath = process.env['CHROME_PATH'] || '/usr/bin/chromium';
/**
 * The apps are served as deployed: over TLS and HTTP/2 (their TLS front; deploy/check/render.mjs
 * `KK_CHECK_TLS`), with a certificate made for the run, which this browser accepts. `PERF_HTTP1=1`:
 * plain HTTP/1.1 instead, as the figures before 2026-11-30 were measured (docs/performance.md).
 */
const HTTP1 = process.env['PERF_HTTP1'] === '1';
const SCHEME = HTTP1 ? 'http' : 'https';

/** The servers: nginx in front of each build (ports of their own, not the e2e ones). */
const SERVERS = {
  'shop-demo': { app: 'shop', build: 'dist-demo', port: 4340 },
  'shop-production': { app: 'shop', build: 'dist', port: 4341 },
  'learning-demo': { app: 'learning', build: 'dist-demo', port: 4342 },
  'learning-production': { app: 'learning', build: 'dist', port: 4343 },
};

/** The pages, per app; `signedIn` ones are measured after signing in. */
const PAGES = [
  { app: 'shop', name: 'home', path: '/' },
  { app: 'shop', name: 'occasion', path: '/occasion' },
  { app: 'shop', name: 'connexion', path: '/connexion' },
  // A level the school has in each mode's data (the demo's school 1 has level 1, the spec's level 2).
  { app: 'shop', name: 'levels', path: { demo: '/school/1/levels?levels=1', production: '/school/1/levels?levels=2' } },
  { app: 'learning', name: 'sign-in', path: '/connexion' },
  { app: 'learning', name: 'home', path: '/', signedIn: { username: 'eleve', password: 'eleve123' } },
];

/** `PERF_PAGES` / `PERF_MODES`: comma-separated; empty means all. An unknown name stops the run. */
function selection(variable, known) {
  const asked = (process.env[variable] || '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const unknown = asked.filter((item) => !known.includes(item));
  if (unknown.length > 0) {
    throw new Error(`${variable}: unknown ${unknown.join(', ')} (known: ${known.join(', ')})`);
  }
  return asked;
}
const MODES_ASKED = selection('PERF_MODES', ['demo', 'production']);
const PAGES_ASKED = selection('PERF_PAGES', [
  ...new Set(PAGES.flatMap((page) => [page.app, `${page.app}:${page.name}`])),
]);
const MODES = MODES_ASKED.length > 0 ? MODES_ASKED : ['demo', 'production'];
const SELECTED_PAGES = PAGES.filter(
  (page) =>
    PAGES_ASKED.length === 0 || PAGES_ASKED.includes(page.app) || PAGES_ASKED.includes(`${page.app}:${page.name}`),
);

const children = [];
/** This run's folders in the system's temporary folder (the production config, Chromium's profile). */
const temporary = [];
function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
/**
 * Removes what the run left in the temporary folder: its own folders and the nginx folders
 * deploy/check/serve.sh made for its ports (`kk-nginx-<app>-<port>-*`; a Chromium profile is about
 * 26 MB, and each run used to leave one). Once the servers and Chromium have stopped; a folder still
 * being written to is left (reported).
 */
function removeTemporary() {
  const prefixes = Object.values(SERVERS).map(({ app, port }) => `kk-nginx-${app}-${port}-`);
  const nginxFolders = readdirSync(os.tmpdir())
    .filter((name) => prefixes.some((prefix) => name.startsWith(prefix)))
    .map((name) => path.join(os.tmpdir(), name));
  for (const folder of [...temporary.splice(0), ...nginxFolders]) {
    try {
      rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
    } catch (error) {
      console.warn(`perf: could not remove ${folder}: ${error.message}`);
    }
  }
}
/** Stops the servers and Chromium, waits for them to exit, then removes the temporary folders. */
async function stopAndClean() {
  const exited = children
    .filter((child) => child.exitCode === null && child.signalCode === null)
    .map((child) => new Promise((resolve) => child.once('exit', resolve)));
  stopAll();
  await Promise.race([Promise.all(exited), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  removeTemporary();
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

/** Waits until `url` answers 200 (the TLS check's certificate is not verified here). */
async function waitFor(url) {
  for (let i = 0; i < 100; i += 1) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Whether `url` answers 200 now (false while nothing listens there). */
function answers(url) {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve) => {
    const request = client.get(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });
}

async function startServers(apiBaseUrl) {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'kk-perf-'));
  temporary.push(temp);
  const productionConfig = path.join(temp, 'config.json');
  writeFileSync(productionConfig, JSON.stringify({ apiBaseUrl, product: 'koolskools' }));
  for (const { app, build, port } of Object.values(SERVERS)) {
    const config = build === 'dist' ? productionConfig : `${build}/config.json`;
    const child = spawn(
      'bash',
      [path.join(root, 'deploy/check/serve.sh'), app, build, String(port), config, 'http://127.0.0.1:*'],
      {
        cwd: path.join(root, 'apps', app),
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
        env: { ...process.env, KK_CHECK_TLS: HTTP1 ? '0' : '1' },
      },
    );
    children.push(child);
    await waitFor(`${SCHEME}://127.0.0.1:${port}/`);
  }
}

function median(reports) {
  const sorted = [...reports].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One Lighthouse run; a run that fails (Lighthouse asks to run it again, e.g. NO_NAVSTART) is tried once more. */
async function lighthouse(url, file, keepStorage) {
  try {
    return await lighthouseOnce(url, file, keepStorage);
  } catch (error) {
    console.error(`perf: ${url} failed once (${error.message}), trying again`);
    return lighthouseOnce(url, file, keepStorage);
  }
}

/** The production builds' backend (set by `main`): a run where one of its calls failed is refused. */
let backendBaseUrl = '';

/**
 * Lighthouse in a child process, awaited without blocking this process: the production pages' backend
 * (tools/spec-backend) answers from this process's event loop. (It was `execFileSync`: every API call
 * of the production runs waited 20 s for an answer that could not come, so those runs measured the
 * pages' loading and error states; docs/performance.md, "The production runs had no backend".)
 */
async function lighthouseOnce(url, file, keepStorage) {
  const child = spawn(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      `--port=${DEBUG_PORT}`,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${file}`,
      '--quiet',
      `--throttling-method=${THROTTLING}`,
      ...(keepStorage ? ['--disable-storage-reset'] : []),
      ...(SAVE_TRACES ? ['--save-assets'] : []),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code}`)))),
  );
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // A page whose backend did not answer is measured in its loading or error state: not a figure.
  const failedCalls = (report.audits['network-requests']?.details?.items ?? []).filter(
    (request) =>
      backendBaseUrl &&
      request.url.startsWith(backendBaseUrl) &&
      !(request.statusCode >= 200 && request.statusCode < 400),
  );
  if (failedCalls.length > 0)
    throw new Error(
      `perf: ${url}: ${failedCalls.length} backend call(s) failed: ` +
        failedCalls.map((request) => `${request.statusCode} ${request.url}`).join(', '),
    );
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    // The first paint in the unthrottled trace the simulation starts from.
    seenFcp: report.audits['metrics']?.details?.items?.[0]?.observedFirstContentfulPaint ?? NaN,
    lighthouse: report.lighthouseVersion,
    file: path.relative(root, file),
  };
}

/** Signs in through the app's form, in the browser's default profile (the one Lighthouse uses). */
async function signIn(base, { username, password }) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
  const [context] = browser.contexts();
  const page = await context.newPage();
  await page.goto(`${base}/connexion`);
  await page.getByLabel(/^Nom d'utilisateur ou e-mail/).fill(username);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(`${base}/`);
  await page.close();
  // Disconnects; the browser stays.
  await browser.close();
}

async function main() {
  mkdirSync(out, { recursive: true });
  const jiti = createJiti(import.meta.url);
  const { startSpecBackend } = await jiti.import(path.join(root, 'tools/spec-backend/server.mts'));
  const backend = await startSpecBackend();
  const space = backend.space('literal');
  backendBaseUrl = space.baseUrl;
  await startServers(space.baseUrl);

  // Chromium started here, not by Playwright (whose own handling of new tabs closes Lighthouse's).
  const profile = mkdtempSync(path.join(os.tmpdir(), 'kk-perf-chrome-'));
  temporary.push(profile);
  const browser = spawn(
    chromePath,
    [
      '--headless=new',
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      // The TLS check's certificate, made for this run (see SCHEME).
      ...(HTTP1 ? [] : ['--ignore-certificate-errors']),
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  children.push(browser);
  await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`);
  const load = os.loadavg().map((n) => n.toFixed(2));
  const rows = [];
  try {
    for (const mode of MODES) {
      // Visitors' pages first (Lighthouse clears the origin's storage before each), then the
      // signed-in ones (signed in once, storage kept).
      for (const page of [...SELECTED_PAGES].sort((a, b) => Number(!!a.signedIn) - Number(!!b.signedIn))) {
        const { port } = SERVERS[`${page.app}-${mode}`];
        const base = `${SCHEME}://127.0.0.1:${port}`;
        if (page.signedIn) await signIn(base, page.signedIn);
        const pagePath = typeof page.path === 'string' ? page.path : page.path[mode];
        const reports = [];
        for (let run = 1; run <= RUNS; run += 1) {
          const file = path.join(out, `${mode}-${page.app}-${page.name}-${run}.json`);
          reports.push(await lighthouse(`${base}${pagePath}`, file, !!page.signedIn));
        }
        const kept = median(reports);
        rows.push({ mode, app: page.app, page: pagePath, ...kept, scores: reports.map((r) => r.score) });
        console.log(
          `${mode.padEnd(10)} ${page.app.padEnd(8)} ${pagePath.padEnd(28)} score ${String(kept.score).padStart(3)}` +
            `  FCP ${(kept.fcp / 1000).toFixed(2)} s  LCP ${(kept.lcp / 1000).toFixed(2)} s` +
            `  TBT ${Math.round(kept.tbt)} ms  CLS ${kept.cls.toFixed(3)}  (runs: ${reports.map((r) => r.score).join(', ')};` +
            ` seen FCP ${reports.map((r) => Math.round(r.seenFcp)).join(', ')} ms)`,
        );
      }
    }
  } finally {
    await backend.close();
    await stopAndClean();
  }
  const summary = {
    date: new Date().toISOString(),
    lighthouse: rows[0]?.lighthouse,
    chromium: execFileSync(chromePath, ['--version']).toString().trim(),
    cpus: os.cpus().length,
    loadBefore: load,
    runs: RUNS,
    throttling: THROTTLING,
    modes: MODES,
    pages: SELECTED_PAGES.map((page) => `${page.app}:${page.name}`),
    rows,
  };
  writeFileSync(path.join(out, 'summary.json'), JSON.stringify(summary, null, 2));
  console.log(
    `\nLighthouse ${summary.lighthouse} (${THROTTLING} throttling), ${summary.chromium}, ${summary.cpus} CPUs, load before ${load.join(' ')}`,
  );
  console.log(`Reports: ${path.relative(root, out)}/`);
}

main().catch((error) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
