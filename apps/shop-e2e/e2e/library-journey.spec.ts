import { expect, test, type Page } from '@playwright/test';
import { checkOut, FRENCH, orderCard } from './support/checkout-journey';

/**
 * Journey (issue 17, "Done when" 1): a customer's quote request is answered by a person in the
 * library area (who corrects a price of the sent quote before the customer takes it), and the order made of that quote goes all the way to the customer's rating, which
 * the library then sees. One page: demo mode keeps the fake backend in this browser's storage, so
 * the two accounts take turns (sign out, sign in).
 */

const LIBRARY = 'Librairie Al Maarifa';

async function signIn(page: Page, username: string, password: string, landing: RegExp) {
  await page.goto('/connexion');
  await page.getByRole('textbox', { name: FRENCH.username }).fill(username);
  await page.getByRole('textbox', { name: FRENCH.password, exact: true }).fill(password);
  await page.getByRole('button', { name: FRENCH.signIn }).click();
  await expect(page).toHaveURL(landing);
}

/** The customer signs out from their profile. */
async function customerSignsOut(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The library signs out from its area's header. */
async function librarySignsOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The library's order card showing quote `quoteId`, in the open tab. */
const libraryOrder = (page: Page, quoteId: string) =>
  page
    .getByRole('list', { name: 'Commandes' })
    .getByRole('article')
    .filter({ has: page.getByText('Devis n°', { exact: true }) })
    .filter({ has: page.getByText(quoteId, { exact: true }) });

test('a request answered by the library becomes an order it delivers, and it sees the rating', async ({ page }) => {
  // Six sign-ins and a checkout: three times the usual time.
  test.slow();
  let quoteId = '';
  let orderId = 0;

  await test.step('the customer sends a quote request for CE2 at Groupe Scolaire Ibn Sina', async () => {
    await signIn(page, 'client', 'client123', /\/$/);
    await page.getByRole('searchbox').fill('Groupe Scolaire Ibn Sina');
    await page.getByRole('link', { name: 'Groupe Scolaire Ibn Sina' }).first().click();
    await page.getByRole('checkbox', { name: 'CE2' }).check();
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page).toHaveURL(/\/school\/2\/levels\?levels=3$/);
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    const popup = page.getByRole('dialog', { name: 'Demande envoyée' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: "Retour à l'accueil" }).click();
    await customerSignsOut(page);
  });

  await test.step('the library signs in, opens the new request and sends its prices', async () => {
    await signIn(page, 'librairie', 'librairie123', /\/library\/demandes$/);
    const newest = page.getByRole('list', { name: 'Demandes de devis' }).getByRole('article').first();
    await expect(newest).toContainText('Nouvelle');
    await expect(newest).toContainText('Groupe Scolaire Ibn Sina · CE2');
    await newest.getByRole('link', { name: /^Répondre à la demande n° \d+$/ }).click();
    await expect(page).toHaveURL(/\/library\/demandes\/\d+$/);

    const form = page.getByRole('form', { name: 'Devis pour CE2' });
    const firstLine = form.getByRole('group').first();
    await firstLine.getByRole('textbox', { name: 'Prix unitaire (Dhs)' }).fill('9,50');
    await expect(firstLine).toContainText(/Total de la ligne :/);
    await form.getByRole('button', { name: 'Envoyer le devis' }).click();
    await expect(page.getByText('Votre devis pour ce niveau a été envoyé.')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Espace librairie' })
      .getByRole('link', { name: 'Devis envoyés' })
      .click();
    const sent = page.getByRole('list', { name: 'Devis envoyés' }).getByRole('article').first();
    await expect(sent).toContainText('Envoyé');
    await expect(sent).toContainText('CE2');

    // Not yet in the customer's cart: the library corrects a price of the quote it sent.
    await sent.getByRole('link', { name: /^Modifier le devis n° \d+$/ }).click();
    await expect(page).toHaveURL(/\/library\/devis\/\d+$/);
    const edit = page.getByRole('form', { name: /^Modifier le devis n° \d+$/ });
    await edit.getByRole('group').first().getByRole('textbox', { name: 'Prix unitaire (Dhs)' }).fill('13,75');
    await edit.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(page.getByText(/^Devis n° \d+ mis à jour$/)).toBeVisible();
    await librarySignsOut(page);
  });

  await test.step('the customer finds the quote under Received, puts it in the cart and checks out', async () => {
    await signIn(page, 'client', 'client123', /\/$/);
    await page.goto('/quotes');
    const request = page.getByRole('list', { name: 'Reçus' }).getByRole('article').filter({ hasText: 'CE2' });
    await request.getByRole('link', { name: /^Voir le détail/ }).click();
    await expect(page).toHaveURL(/\/quotes\/\d+$/);
    await page.getByRole('link', { name: `Voir le devis de ${LIBRARY}` }).click();
    await expect(page).toHaveURL(/\/responses\/\d+$/);
    quoteId = new URL(page.url()).pathname.split('/').at(-1) as string;
    // The price the library corrected, not the one it first sent.
    await expect(page.getByText(/13,75\sDhs/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Voir le panier' }).click();
    await expect(page).toHaveURL(/\/shop-cart$/);
    await expect(
      page
        .getByRole('list', { name: FRENCH.cartOrders })
        .getByRole('article')
        .filter({ hasText: `Devis n° ${quoteId}` }),
    ).toHaveCount(1);

    // The demo cart's pack and quote n° 1, and this new quote: three orders.
    const ids = await checkOut(page, FRENCH, 3);
    // The quote's order has the highest id: the two others were in the cart before.
    orderId = Math.max(...ids);
    await expect(orderCard(page, FRENCH, orderId)).toContainText(FRENCH.pending);
    await customerSignsOut(page);
  });

  await test.step('the library marks the order On the way, then Delivered', async () => {
    await signIn(page, 'librairie', 'librairie123', /\/library\/demandes$/);
    await page.getByRole('navigation', { name: 'Espace librairie' }).getByRole('link', { name: 'Commandes' }).click();
    await expect(page).toHaveURL(/\/library\/commandes$/);
    const pending = libraryOrder(page, quoteId);
    await expect(pending).toContainText('Salma Bennani');
    await expect(pending).toContainText('Chez Mamie');
    await expect(pending).toContainText('Paiement à la livraison');
    await pending.getByRole('button', { name: 'Marquer en cours de livraison' }).click();
    await expect(page.getByText(`Commande n° ${orderId} en cours de livraison`)).toBeVisible();

    await page.getByRole('tab', { name: /^En cours de livraison/ }).click();
    await libraryOrder(page, quoteId).getByRole('button', { name: 'Marquer livrée' }).click();
    await page
      .getByRole('alertdialog', { name: `Marquer la commande n° ${orderId} livrée ?` })
      .getByRole('button', { name: 'Marquer livrée' })
      .click();
    await expect(page.getByText(`Commande n° ${orderId} livrée`)).toBeVisible();
    await page.getByRole('tab', { name: /^Livrées/ }).click();
    await expect(libraryOrder(page, quoteId)).toContainText('Livrée');
    await librarySignsOut(page);
  });

  await test.step('the customer rates the delivered order', async () => {
    await signIn(page, 'client', 'client123', /\/$/);
    await page.goto('/orders?tab=delivered');
    const card = orderCard(page, FRENCH, orderId);
    await expect(card).toContainText('Livrée');
    await card
      .getByRole('group', { name: `Noter la commande n° ${orderId}` })
      .getByRole('radio', { name: '5 étoiles' })
      .focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Merci pour votre note !')).toBeVisible();
    await customerSignsOut(page);
  });

  await test.step('the library sees the rating on that order', async () => {
    await signIn(page, 'librairie', 'librairie123', /\/library\/demandes$/);
    await page.goto('/library/commandes?tab=delivered');
    const rated = libraryOrder(page, quoteId);
    await expect(rated).toContainText('Note du client :');
    await expect(rated.getByRole('img', { name: 'Note : 5 sur 5' })).toBeVisible();
  });
});
