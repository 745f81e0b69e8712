import { expect, type Page } from '@playwright/test';

/** The customer seeded by the spec-literal backend (tools/spec-backend/state.mts). */
export const CUSTOMER = { username: 'client', password: 'client123' } as const;

/** Fills and sends the login form (the page must be /connexion). */
export async function submitLogin(page: Page, who: { username: string; password: string } = CUSTOMER): Promise<void> {
  await expect(page).toHaveURL(/\/connexion$/);
  await page.getByRole('textbox', { name: "Nom d'utilisateur ou e-mail" }).fill(who.username);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Signs the seeded customer in from the login page; the shop then shows home. */
export async function signIn(page: Page, who: { username: string; password: string } = CUSTOMER): Promise<void> {
  await page.goto('/connexion');
  await submitLogin(page, who);
  await expect(page).toHaveURL(/\/$/);
}
