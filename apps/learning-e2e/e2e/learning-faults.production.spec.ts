import type { Page, Route } from '@playwright/test';
import { expect, test, type SpecSpace } from '../../../tools/spec-backend/fixture.mts';
import { signIn, signInForm } from './support/sign-in';

/**
 * The fault matrix of the learning app (issue 13): the production build against the spec-literal
 * backend, with faults put in front of it. On the sign-in screen and on the dashboard, each fault
 * shows a French message naming its cause (errors:cause.*), never the server's own text; Retry
 * works once the fault is gone; what the user typed stays. A 401 mid-session (the backend revokes
 * the tokens) ends the session, says so, and signing in again returns to the same page.
 */
// The login of the alternative reading carries the student's level (§3 session user), so signing in
// opens her dashboard at once; the literal login's level choice is a journey of its own
// (learning-dashboard.spec-backend.spec.ts).
test.use({ reading: 'alternative' });

const CORS = { 'access-control-allow-origin': '*' };

type Fault = (route: Route) => Promise<void>;

const faults: Array<[name: string, fault: Fault, cause: string]> = [
  [
    'a server error',
    (route) => route.fulfill({ status: 500, json: { detail: 'Internal Server Error' }, headers: CORS }),
    'Le serveur a rencontré une erreur.',
  ],
  [
    'an unreadable answer',
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<html><body>Bad Gateway</body></html>',
        headers: CORS,
      }),
    "La réponse du serveur n'a pas pu être lue.",
  ],
  ['a refused connection', (route) => route.abort('connectionrefused'), 'Le serveur ne répond pas pour le moment.'],
];

const LOGIN = '/api/koolskools/v1/account/login_with_token/';

/**
 * Puts `fault` in front of the backend's calls whose path `concerns` (preflights pass), until the
 * returned switch is cleared; everything else reaches the spec backend.
 */
async function faultIn(page: Page, spec: SpecSpace, concerns: (path: string) => boolean) {
  const prefix = new URL(spec.baseUrl).pathname;
  const state: { fault: Fault | null } = { fault: null };
  await page.route(
    (url) => url.href.startsWith(`${spec.baseUrl}/`),
    async (route) => {
      const path = new URL(route.request().url()).pathname.slice(prefix.length);
      if (state.fault && route.request().method() !== 'OPTIONS' && concerns(path)) return state.fault(route);
      return route.fallback();
    },
  );
  return state;
}

/** The student's dashboard, loaded. */
async function expectDashboard(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Yasmine !' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mes devoirs' }).getByRole('checkbox')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Mes défis' }).getByRole('listitem')).toHaveCount(2);
}

/** The faults' names, in the order the tests put them in front of the backend. */
const FAULT_NAMES = faults.map(([name]) => name).join(', ');

test(`sign-in: each fault (${FAULT_NAMES}) is said in French, the form keeps what was typed, and signing in again works`, async ({
  page,
  spec,
}) => {
  const backend = await faultIn(page, spec, (path) => path === LOGIN);
  await page.goto('/connexion');
  const form = signInForm(page);
  const alert = page.getByRole('alert');

  /** The form says `cause`, keeps what was typed and stays on the sign-in page. */
  const expectRefused = async (cause: string) => {
    await expect(alert).toHaveText(cause);
    await expect(alert).not.toContainText('Internal Server Error');
    await expect(form.username).toHaveValue('eleve');
    await expect(form.password).toHaveValue('eleve123');
    await expect(page).toHaveURL(/\/connexion$/);
  };

  // One after the other on the same form: the first on signing in, each next one on pressing it again.
  const [[firstName, firstFault, firstCause], ...next] = faults;
  await test.step(firstName, async () => {
    backend.fault = firstFault;
    await signIn(page);
    await expectRefused(firstCause);
  });
  for (const [name, fault, cause] of next) {
    await test.step(name, async () => {
      backend.fault = fault;
      await form.submit.click();
      await expectRefused(cause);
    });
  }

  backend.fault = null;
  await form.submit.click();
  await expectDashboard(page);
});

test(`dashboard: each fault (${FAULT_NAMES}) on every call is said once for the page, and one Retry loads it all`, async ({
  page,
  spec,
}) => {
  const backend = await faultIn(page, spec, (path) => path !== LOGIN);
  await page.goto('/');
  await signIn(page);
  await expectDashboard(page);

  // The page's alert (what it says changes with each fault).
  const alert = page.getByRole('alert').filter({ hasText: "Ton tableau de bord n'a pas pu être chargé." });
  /**
   * One message stands for the page, with `cause`. While the last calls fail, the sections that failed
   * first may each say so for a moment; once every call has failed, only the page's alert is left.
   */
  const expectPageFailed = async (cause: string) => {
    await expect(alert).toHaveText(`Ton tableau de bord n'a pas pu être chargé. ${cause}Réessayer`);
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Réessayer' })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Mes devoirs' })).toHaveCount(0);
  };

  // One after the other: the first on loading the page again, each next one on Retry.
  const [[firstName, firstFault, firstCause], ...next] = faults;
  await test.step(firstName, async () => {
    backend.fault = firstFault;
    await page.reload();
    await expectPageFailed(firstCause);
  });
  for (const [name, fault, cause] of next) {
    await test.step(name, async () => {
      backend.fault = fault;
      await alert.getByRole('button', { name: 'Réessayer' }).click();
      await expectPageFailed(cause);
    });
  }

  backend.fault = null;
  await alert.getByRole('button', { name: 'Réessayer' }).click();
  await expectDashboard(page);
  await expect(page.getByRole('region', { name: 'Mes scores' }).getByRole('definition').first()).toHaveText('250');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('dashboard: one call failing leaves the other sections on screen, with its own Retry', async ({ page, spec }) => {
  const backend = await faultIn(page, spec, (path) => path === '/api/challenges/');
  await page.goto('/');
  await signIn(page);
  await expectDashboard(page);

  backend.fault = faults[0][1];
  await page.reload();

  const challenges = page.getByRole('region', { name: 'Mes défis' });
  await expect(challenges.getByRole('alert')).toHaveText(
    "Tes défis n'ont pas pu être chargés. Le serveur a rencontré une erreur.Réessayer",
  );
  await expect(page.getByRole('region', { name: 'Mes devoirs' }).getByRole('checkbox')).toHaveCount(4);
  backend.fault = null;
  await challenges.getByRole('button', { name: 'Réessayer' }).click();
  await expect(challenges.getByRole('listitem')).toHaveCount(2);
});

test('dashboard: a backend that does not answer within 20 s is a time-out, and Retry asks again', async ({
  page,
  spec,
}) => {
  test.setTimeout(90_000);
  const backend = await faultIn(page, spec, (path) => path !== LOGIN);
  await page.goto('/');
  await signIn(page);
  await expectDashboard(page);

  backend.fault = async () => {
    // Never answered: the app's own time-out (20 s) gives up.
  };
  await page.reload();

  // The sections' own requests may time out first (their alerts show for a moment): the page's alert is the one awaited.
  const alert = page
    .getByRole('alert')
    .filter({ hasText: "Ton tableau de bord n'a pas pu être chargé. Le serveur a mis trop de temps à répondre." });
  await expect(alert).toBeVisible({ timeout: 60_000 });
  backend.fault = null;
  await alert.getByRole('button', { name: 'Réessayer' }).click();
  await expectDashboard(page);
});

test('a 401 mid-session on the dashboard ends the session, says so, and signing in again brings the dashboard back', async ({
  page,
  spec,
}) => {
  await page.goto('/');
  await signIn(page);
  await expectDashboard(page);

  // The tokens die on the server: the next call that sends one gets a 401.
  spec.revokeTokens();
  await page.reload();

  await expect(page.getByText('Votre session a expiré. Veuillez vous reconnecter.')).toBeVisible();
  await expect(page).toHaveURL(/\/connexion$/);
  expect(await page.evaluate(() => localStorage.getItem('session_user'))).toBeNull();

  await signIn(page);
  await expect(page).toHaveURL(/\/$/);
  await expectDashboard(page);
});

test('a 401 mid-session on the profile sends the user to sign in, and back to the profile after', async ({
  page,
  spec,
}) => {
  await page.goto('/profil');
  await signIn(page);
  await expect(page).toHaveURL(/\/profil$/);
  await expect(page.getByRole('radio', { name: 'Chouette' })).toBeVisible();

  spec.revokeTokens();
  await page.reload();

  await expect(page.getByText('Votre session a expiré. Veuillez vous reconnecter.')).toBeVisible();
  await expect(page).toHaveURL(/\/connexion$/);
  const unauthorized = spec.seen.filter((r) => r.path === '/api/koolskools/v1/avatars/');
  expect(unauthorized.at(-1)?.authorization).toMatch(/^Bearer tok-6-/);

  await signIn(page);
  await expect(page).toHaveURL(/\/profil$/);
  await expect(page.getByRole('radio', { name: 'Chouette' })).toBeVisible();
});
