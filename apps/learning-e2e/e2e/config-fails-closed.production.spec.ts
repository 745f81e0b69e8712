import { expect } from '@playwright/test';
import { configFailsClosed } from '../../../tools/playwright/config-fails-closed.mts';

configFailsClosed(async (page) => {
  await expect(page).toHaveURL(/\/connexion$/);
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
});
