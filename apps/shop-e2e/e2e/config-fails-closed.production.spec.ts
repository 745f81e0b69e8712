import { expect } from '@playwright/test';
import { configFailsClosed } from '../../../tools/playwright/config-fails-closed.mts';

configFailsClosed(async (page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue sur KoolSkools' })).toBeVisible();
});
