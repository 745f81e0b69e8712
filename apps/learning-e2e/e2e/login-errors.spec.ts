import { expect, test } from '@playwright/test';

/** The §8 learning-login mapping, with the special demo accounts of the fake backend. */
const cases = [
  {
    account: 'inactif',
    password: 'inactif123',
    message:
      "Ton compte n'a pas encore été activé - Le message d'activation a été envoyé à l'adresse parent.kettani@gmail.com",
  },
  // The message, then its link to how to renew (`/abonnement`).
  {
    account: 'expire',
    password: 'expire123',
    message: 'Votre abonnement a expiré Comment renouveler mon abonnement ?',
  },
  {
    account: 'nonverifie',
    password: 'nonverifie123',
    message:
      /^Ton adresse e-mail n'est pas encore vérifiée - Le message d'activation a été envoyé à l'adresse \S+@\S+$/,
  },
  {
    account: 'telnonverifie',
    password: 'telnonverifie123',
    message: /^Ton numéro de téléphone n'est pas encore vérifié - Le code d'activation a été envoyé au \+?[\d ]+$/,
  },
  { account: 'eleve', password: 'pas-le-bon', message: "Nom d'utilisateur ou mot de passe incorrect" },
  { account: 'personne', password: 'inconnu123', message: "Nom d'utilisateur ou mot de passe incorrect" },
];

for (const { account, password, message } of cases) {
  test(`signing in as ${account} shows its message and gives the form back`, async ({ page }) => {
    await page.goto('/connexion');
    const username = page.getByLabel(/^Nom d'utilisateur ou e-mail/);
    await username.fill(account);
    await page.getByLabel(/^Mot de passe/).fill(password);
    await page.getByRole('button', { name: 'Se connecter' }).click();

    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page).toHaveURL(/\/connexion$/);
    await expect(username).toHaveValue(account);
    await expect(page.getByRole('button', { name: 'Se connecter' })).not.toHaveAttribute('aria-disabled', 'true');
  });
}

test('the required fields are said before anything is sent', async ({ page }) => {
  await page.goto('/connexion');
  await page.getByRole('button', { name: 'Se connecter' }).click();

  await expect(page.getByText("Nom d'utilisateur requis")).toBeVisible();
  await expect(page.getByText('Mot de passe requis')).toBeVisible();
});
