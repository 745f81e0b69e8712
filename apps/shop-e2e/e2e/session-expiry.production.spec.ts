import { expect, test, type Page } from '@playwright/test';
import { CORS, routeBackend } from './support/routed-backend';

/**
 * A 401 mid-session (issue 13), on the production build against a routed backend that logs in
 * with the §3 reading ({ success, access_token, user }): the session ends, the user is told and
 * asked to sign in, and comes back to the same page after signing in again.
 */
const USER = { id: 1, first_name: 'Salma', last_name: 'Bennani', account_type: 'customer', username: 'client' };
const ORDER = {
  id: 7,
  status: 0,
  library: 'Librairie Al Maarifa',
  order_lines: [],
  created_date: '2026-09-01T10:00:00Z',
};

async function backend(page: Page) {
  const state = { tokenValid: true };
  await routeBackend(page, (route, url) => {
    if (url.includes('/users_api')) {
      return route.fulfill({ json: { success: true, access_token: 'tok-1', user: USER }, headers: CORS });
    }
    if (!url.includes('get_my_orders')) return false;
    if (!state.tokenValid) return route.fulfill({ status: 401, json: { detail: 'Invalid token.' }, headers: CORS });
    return route.fulfill({ json: { orders: [ORDER] }, headers: CORS });
  });
  return state;
}

async function signIn(page: Page) {
  await expect(page).toHaveURL(/\/connexion$/);
  await page.getByRole('textbox', { name: /Nom d'utilisateur/ }).fill('client');
  await page.getByLabel(/^Mot de passe/).fill('client123');
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('a 401 mid-session ends the session, says so, and signing in again returns to the page', async ({ page }) => {
  const state = await backend(page);
  await page.goto('/orders');
  await signIn(page);
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: 'Commande n° 7' })).toBeVisible();

  // The token dies on the server: the next call that sends it gets a 401.
  state.tokenValid = false;
  await page.reload();

  await expect(page.getByText('Votre session a expiré. Veuillez vous reconnecter.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('session_user'))).toBeNull();

  state.tokenValid = true;
  await signIn(page);
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: 'Commande n° 7' })).toBeVisible();
});
