import { expect, type Page } from '@playwright/test';

/** The sign-in form's fields and button, as a user finds them. */
export function signInForm(page: Page) {
  return {
    username: page.getByLabel(/^Nom d'utilisateur ou e-mail/),
    password: page.getByLabel(/^Mot de passe/),
    submit: page.getByRole('button', { name: 'Se connecter' }),
  };
}

/** Signs in from the sign-in page the app is on (the student of the spec backend by default). */
export async function signIn(page: Page, username = 'eleve', password = 'eleve123') {
  await expect(page).toHaveURL(/\/connexion$/);
  const form = signInForm(page);
  await form.username.fill(username);
  await form.password.fill(password);
  await form.submit.click();
}
