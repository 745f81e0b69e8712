import { createHash } from 'node:crypto';
import { expect, test } from '../../../deploy/check/fixture.mts';
import { signIn } from './support/sign-in';

/**
 * Learning behind nginx with the deployed configuration (deploy/nginx): its policy allows the
 * script a lesson block's sandboxed frame runs and the page's own inline script, by hash
 * (deploy/nginx/learning.env), and the app
 * runs under it on the production build (spec-literal backend) and the demo build (fake backend).
 */

test('nginx serves the production build with the policy and the app for every route', async ({
  request,
  deployedProduction,
}) => {
  const page = await request.get(`${deployedProduction}/ecole/classes`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain('<div id="root">');
  const headers = page.headers();
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['x-content-type-options']).toBe('nosniff');
  // The app's own files, a lesson block's height script and the page's one inline script (it marks
  // <html> when the stored language is not French: tools/vite/app-html.mts), each by its hash.
  const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map(([, code]) => code);
  expect(inline).toHaveLength(1);
  const pageScript = `'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`;
  expect(headers['content-security-policy']).toMatch(
    /script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' 'sha256-[A-Za-z0-9+/]+=*';/,
  );
  expect(headers['content-security-policy']).toContain(`${pageScript};`);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('production build under the policy: a student signs in and sees the dashboard, with no violation', async ({
  page,
  spec,
  deployedProduction,
  policyViolations,
}) => {
  await page.goto(`${deployedProduction}/`);
  await signIn(page, 'eleve', 'eleve123');
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Yasmine !' })).toBeVisible();
  // The backend (another origin than the page's) answered through the policy's connect-src.
  await expect.poll(() => spec.seen.some((r) => r.authorization?.startsWith('Bearer '))).toBe(true);
  expect(policyViolations).toEqual([]);
});

test("demo build under the policy: a lesson block's frame runs its height script, with no violation", async ({
  page,
  policyViolations,
}) => {
  await page.goto('/');
  await signIn(page, 'eleve', 'eleve123');
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Cours' }).click();
  await page.getByRole('list', { name: 'Mes matières' }).getByRole('link', { name: 'Mathématiques' }).click();
  await page.getByRole('button', { name: /^Chapitre 1 : Périmètres et aires/ }).click();
  await page
    .getByRole('list', { name: 'Leçons du chapitre Périmètres et aires' })
    .getByRole('link', { name: /Périmètres et aires : découverte/ })
    .click();
  const frame = page.getByTitle('Contenu de la leçon : Pour commencer');
  await expect(
    page.frameLocator('iframe[title="Contenu de la leçon : Pour commencer"]').getByRole('heading', {
      name: 'Pour commencer',
    }),
  ).toBeVisible();
  // The frame grew to its content: its script ran and posted its height.
  await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeGreaterThan(160);
  expect(policyViolations).toEqual([]);
});
