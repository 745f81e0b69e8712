import { expect, test, type Page, type Route } from '@playwright/test';
import { CORS, routeBackend } from './support/routed-backend';

/**
 * Faults on the schools screen of the production build against a routed backend (issue 13): for
 * each fault the screen says its message and the cause in French, Retry works once the fault is
 * gone, and what the user typed stays. The backend answers the spec's other reading of a school
 * (levels as the §3 Level objects).
 */
const SCHOOLS = {
  schools: [
    {
      id: 1,
      name: 'École Atlas',
      city: 'Fès',
      address: '12 rue de la Paix',
      level_groups: [{ id: 1, name: 'Primaire' }],
      levels: [{ level_id: 3, name: 'CE1', group_id: 1, subjects_ids: [1] }],
    },
  ],
};

type Fault = (route: Route) => Promise<void>;

/** The backend: the schools list answers with `fault` until it is cleared, the rest with empty data. */
async function backend(page: Page, fault: Fault | null) {
  const state = { fault };
  await routeBackend(page, (route, url) => {
    if (!url.includes('/schools_list_api')) return false;
    return state.fault ? state.fault(route) : route.fulfill({ json: SCHOOLS, headers: CORS });
  });
  return state;
}

const faults: Array<[string, Fault, string]> = [
  [
    'a server error',
    (route) => route.fulfill({ status: 500, json: { detail: 'Internal Server Error' }, headers: CORS }),
    'Le serveur a rencontré une erreur.',
  ],
  [
    'an unreadable answer',
    (route) => route.fulfill({ status: 200, body: '<html>oops', contentType: 'text/html', headers: CORS }),
    "La réponse du serveur n'a pas pu être lue.",
  ],
  ['a refused connection', (route) => route.abort('connectionrefused'), 'Le serveur ne répond pas pour le moment.'],
];

for (const [name, fault, cause] of faults) {
  test(`the schools screen says ${name} in French, keeps the search, and Retry works once it is gone`, async ({
    page,
  }) => {
    const state = await backend(page, fault);
    await page.goto('/?q=atlas');

    const alert = page.getByRole('alert');
    await expect(alert).toContainText(`Les écoles n'ont pas pu être chargées. ${cause}`);
    await expect(alert).not.toContainText('Internal Server Error');
    await expect(page.getByRole('searchbox', { name: 'Rechercher une école' })).toHaveValue('atlas');

    state.fault = null;
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('list', { name: 'Écoles' }).getByRole('article')).toContainText('École Atlas');
    await expect(page.getByRole('searchbox', { name: 'Rechercher une école' })).toHaveValue('atlas');
  });
}

test('a backend that does not answer within 20 s is a time-out, and Retry asks again', async ({ page }) => {
  test.setTimeout(60_000);
  const state = await backend(page, async () => {
    // Never answered: the app's own time-out (20 s) gives up.
  });
  await page.goto('/');

  await expect(page.getByRole('alert')).toContainText('Le serveur a mis trop de temps à répondre.', {
    timeout: 30_000,
  });
  state.fault = null;
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('list', { name: 'Écoles' }).getByRole('article')).toContainText('École Atlas');
});
