import { createHash } from 'node:crypto';
import { expect, test, watchPolicy } from '../../../deploy/check/fixture.mts';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../tools/playwright/browsers.mts';
import { submitLogin } from './support/spec-journeys';

/**
 * The shop behind nginx with the deployed configuration (deploy/nginx): what the server answers,
 * and journeys with its Content-Security-Policy enforced, on the production build (against the
 * spec-literal backend) and on the demo build (its fake backend in the page).
 */

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'cross-origin-opener-policy': 'same-origin',
};

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

test('nginx serves the production build: security headers, the app for every route, compressed hashed files cached for a year', async ({
  request,
  deployedProduction,
}) => {
  const page = await request.get(`${deployedProduction}/school/1?levels=7`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain('<div id="root">');
  const headers = page.headers();
  expect(headers).toMatchObject({ ...SECURITY_HEADERS, 'cache-control': 'no-cache' });
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['server']).toBe('nginx');
  const policy = directives(headers['content-security-policy']);
  // The app's own files, and the one inline script of every page (it marks <html> when the stored
  // language is not French: tools/vite/app-html.mts) by its hash: deploy/nginx/shop.env follows it.
  const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map(([, code]) => code);
  expect(inline).toHaveLength(1);
  const hash = createHash('sha256').update(inline[0]).digest('base64');
  expect(policy['script-src']).toBe(`'self' 'sha256-${hash}'`);
  expect(policy['frame-ancestors']).toBe("'none'");
  expect(policy['object-src']).toBe("'none'");
  expect(policy['style-src']).toBe("'self' 'unsafe-inline'");

  // The entry script, as the page names it: brotli or gzip as asked, a year and immutable.
  const entry = html.match(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(entry).toBeTruthy();
  for (const encoding of ['br', 'gzip']) {
    const script = await request.get(`${deployedProduction}${entry}`, { headers: { 'accept-encoding': encoding } });
    expect(script.status()).toBe(200);
    expect(script.headers()['content-encoding']).toBe(encoding);
    // Sent as the build compressed it (tools/vite/precompress.mts: brotli 11, gzip 9), a file of
    // known length; nginx's on-the-fly compression (level 6) would stream it without one.
    expect(Number(script.headers()['content-length'])).toBeGreaterThan(0);
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers()['content-type']).toBe('application/javascript');
    expect(script.headers()['x-content-type-options']).toBe('nosniff');
  }

  // The favicon (uncompressed bitmaps, asked for while the page paints) compressed too.
  const favicon = await request.get(`${deployedProduction}/favicon.ico`, { headers: { 'accept-encoding': 'br' } });
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-encoding']).toBe('br');

  // A chunk of an older deploy is a 404, not the page (and not cached).
  const missing = await request.get(`${deployedProduction}/assets/c-0000000.js`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBeUndefined();
  expect(missing.headers()['content-security-policy']).toBeTruthy();

  // This environment's config.json (outside the build), revalidated on every visit.
  const config = await request.get(`${deployedProduction}/config.json`);
  expect(config.headers()['cache-control']).toBe('no-cache');
  expect(config.headers()['content-type']).toBe('application/json');
  expect(await config.json()).toEqual({ apiBaseUrl: 'http://127.0.0.1:9', product: 'koolskools' });

  // The service worker, revalidated on every visit: a new deploy's worker is found at the next one.
  const worker = await request.get(`${deployedProduction}/sw.js`);
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toBe('application/javascript');
});

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('installs under the policy (worker-src self) and takes the page, told the API origin', async ({
    page,
    deployedProduction,
  }) => {
    const violations = await watchPolicy(page);
    await page.goto(`${deployedProduction}/connexion`);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toBe(`${deployedProduction}/sw.js?api=${encodeURIComponent('http://127.0.0.1:9')}`);
    expect(violations).toEqual([]);
  });
});

test('installable: the page names its web app manifest, served as such, and Chromium finds no installability error', async ({
  request,
  deployedProduction,
}) => {
  const manifest = await request.get(`${deployedProduction}/manifest.webmanifest`);
  expect(manifest.headers()['content-type']).toBe('application/manifest+json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const { name, short_name, start_url, display, icons } = await manifest.json();
  expect({ name, short_name, start_url, display }).toEqual({
    name: 'Koolskools — Fournitures scolaires',
    short_name: 'Fournitures',
    start_url: '/',
    display: 'standalone',
  });
  for (const icon of icons as { src: string }[]) {
    const file = await request.get(`${deployedProduction}${icon.src}`);
    expect(file.headers()['content-type']).toBe('image/png');
  }
  // In the full Chromium: the journeys' old headless shell checks no installability (it answers no
  // error, even for a page without a manifest).
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    await page.goto(`${deployedProduction}/connexion`);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // A Playwright context is an incognito profile, where Chromium never offers to install: that
    // one reason is expected; any other (manifest, icons, start URL, display) fails the test.
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
  } finally {
    await browser.close();
  }
});

test("/ is served from the home's prerendered page (home.html), every other route from index.html", async ({
  request,
  deployedProduction,
}) => {
  for (const home of ['/', '/?q=atlas']) {
    const answer = await request.get(`${deployedProduction}${home}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('no-cache');
    const html = await answer.text();
    expect(html).toContain('<div id="root" data-kk-prerendered inert>');
    expect(html).toContain('Bienvenue sur KoolSkools');
    // What its first paint needs comes first: the Latin face it draws its text in; the app is only
    // named, its page script asks for it once the page has painted (tools/vite/app-html.mts).
    expect(html).toMatch(/<link rel="preload" href="\/assets\/inter-latin-wght-[\w-]+\.woff2" as="font"/);
    expect(html).toMatch(/<meta name="kk-entry" content="\/assets\/index-[\w-]+\.js">/);
    expect(html).not.toContain('<script type="module"');
  }
  const other = await (await request.get(`${deployedProduction}/profile`)).text();
  expect(other).toContain('<div id="root"><div id="kk-start"');
  expect(other).not.toContain('Bienvenue sur KoolSkools');
  // The start screen's page needs the app for its content: its entry is a script tag, asked for at once.
  expect(other).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
  expect(other).not.toContain('<meta name="kk-entry"');
});

test("every school's levels page is served from its one prerendered page (school-id-levels.html)", async ({
  request,
  deployedProduction,
}) => {
  for (const levels of ['/school/1/levels?levels=2', '/school/734/levels']) {
    const answer = await request.get(`${deployedProduction}${levels}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('no-cache');
    expect(answer.headers()['content-security-policy']).toContain("script-src 'self'");
    const html = await answer.text();
    expect(html).toContain('<div id="root" data-kk-prerendered inert>');
    expect(html).toContain('Ajustez les quantités, puis envoyez votre demande de devis aux librairies.');
  }
  // A path of the same shape without a page of its own is the app's (its 404 screen says so).
  const other = await request.get(`${deployedProduction}/school/1/unknown`);
  expect(other.status()).toBe(200);
  expect(await other.text()).toContain('<div id="root"><div id="kk-start"');
});

test('/connexion is served from its prerendered page (the form in the HTML), which the app adopts under the policy', async ({
  page,
  request,
  deployedProduction,
}) => {
  const answer = await request.get(`${deployedProduction}/connexion`);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toContain('<div id="root" data-kk-prerendered inert>');
  expect(html).toContain('Connectez-vous pour demander des devis, commander et vendre vos livres.');

  const violations = await watchPolicy(page);
  await page.goto(`${deployedProduction}/connexion`);
  // Once adopted (no longer inert), the page is the app's: the password's Show button works.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const password = page.getByRole('textbox', { name: 'Mot de passe', exact: true });
  await password.fill('secret');
  await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page).toHaveURL(`${deployedProduction}/connexion`);
  expect(violations).toEqual([]);
});

test('the policy is enforced: an inline script is refused and reported', async ({ page, deployedProduction }) => {
  const violations = await watchPolicy(page);
  await page.goto(`${deployedProduction}/connexion`);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__kkInline = true;';
    document.body.append(script);
  });
  await expect.poll(() => violations.some((line) => line.startsWith('script-src-elem inline'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __kkInline?: boolean }).__kkInline)).toBeUndefined();
});

test('production build under the policy: a customer signs in and opens a school, with no violation', async ({
  page,
  spec,
  deployedProduction,
  policyViolations,
}) => {
  await page.goto(`${deployedProduction}/connexion`);
  await submitLogin(page);
  await expect(page).toHaveURL(`${deployedProduction}/`);
  await page.getByRole('searchbox', { name: 'Rechercher une école' }).fill('atlas');
  await page.getByRole('list', { name: 'Écoles' }).getByRole('link', { name: 'École Atlas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'École Atlas' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'CE1' }).check();
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('button', { name: 'Voir le détail de Pack Essentiel CE1' })).toBeVisible();
  // The backend's answers came through the policy's connect-src (another origin than the page's).
  expect(spec.seen.some((r) => r.query['action'] === 'get_school_info' && r.authorization?.startsWith('Token '))).toBe(
    true,
  );
  expect(policyViolations).toEqual([]);
});

test('demo build under the policy: its fake backend answers in the page, a visitor browses a school and signs in, with no violation', async ({
  page,
  policyViolations,
}) => {
  await page.goto('/');
  await page.getByRole('searchbox').fill('Groupe Scolaire Al Khawarizmi');
  await page.getByRole('link', { name: 'Groupe Scolaire Al Khawarizmi' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Groupe Scolaire Al Khawarizmi' })).toBeVisible();
  await page.getByRole('checkbox', { name: '1ère année collège' }).check();
  await page.getByRole('button', { name: 'Valider' }).click();
  await page.getByRole('button', { name: 'Voir le détail de Pack Essentiel 1ère année collège' }).click();
  const pack = page.getByRole('dialog', { name: 'Pack Essentiel 1ère année collège' });
  await expect(pack.getByText('Total du pack')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/connexion');
  await submitLogin(page, { username: 'client', password: 'client123' });
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/shop-cart');
  await expect(page.getByRole('list', { name: 'Commandes du panier' }).getByRole('article').first()).toBeVisible();
  expect(policyViolations).toEqual([]);
});
