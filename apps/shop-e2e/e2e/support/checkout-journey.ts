import { expect, type Page } from '@playwright/test';

/** The texts the checkout journey reads, in one UI language (as the translation tables give them). */
export interface CheckoutTexts {
  username: string;
  password: string;
  signIn: string;
  levelsValid: string;
  packDetails: (pack: string) => string;
  addToCart: string;
  /** The "Déjà dans le panier" question and its answer that merges. */
  alreadyInCart: string;
  addOneMore: string;
  cartOrders: string;
  checkout: string;
  paymentLegend: string;
  cash: string;
  addAddress: string;
  addressName: string;
  /** The street field (Adresse), required for a delivery address. */
  addressStreet: string;
  /** The city field (Ville), required for a delivery address. */
  addressCity: string;
  saveAddress: string;
  continue: string;
  confirm: string;
  summary: string;
  subtotal: string;
  deliveryFee: string;
  total: string;
  /** The delivery fee as the page shows it (§9: 0 Dhs). */
  freeDelivery: RegExp;
  confirmed: string;
  /** Title of /order-placed. */
  placedTitle: string;
  /** Its link to /orders. */
  toOrders: string;
  ordersList: string;
  pending: string;
  canceled: string;
  cancelOrder: (id: number) => string;
  cancelDialog: string;
  cancelConfirm: string;
}

/** French, the default UI language. */
export const FRENCH: CheckoutTexts = {
  username: "Nom d'utilisateur ou e-mail",
  password: 'Mot de passe',
  signIn: 'Se connecter',
  levelsValid: 'Valider',
  packDetails: (pack) => `Voir le détail de ${pack}`,
  addToCart: 'Ajouter au panier',
  alreadyInCart: 'Déjà dans le panier',
  addOneMore: 'En ajouter un de plus',
  cartOrders: 'Commandes du panier',
  checkout: 'Passer la commande',
  paymentLegend: 'Mode de paiement',
  cash: 'Paiement à la livraison',
  addAddress: 'Ajouter une adresse',
  addressName: 'Nom',
  addressStreet: 'Adresse',
  addressCity: 'Ville',
  saveAddress: "Enregistrer l'adresse",
  continue: 'Continuer',
  confirm: 'Confirmer la commande',
  summary: 'Récapitulatif',
  subtotal: 'Sous-total',
  deliveryFee: 'Frais de livraison',
  total: 'Total',
  freeDelivery: /^0\sDhs$/,
  confirmed: 'Commande confirmée',
  placedTitle: 'Commande passée',
  toOrders: 'Voir mes commandes',
  ordersList: 'Mes commandes',
  pending: 'En attente',
  canceled: 'Annulée',
  cancelOrder: (id) => `Annuler la commande n° ${id}`,
  cancelDialog: 'Annuler cette commande ?',
  cancelConfirm: 'Annuler la commande',
};

/** Arabic (right to left). */
export const ARABIC: CheckoutTexts = {
  username: 'اسم المستخدم أو البريد الإلكتروني',
  password: 'كلمة المرور',
  signIn: 'تسجيل الدخول',
  levelsValid: 'تأكيد',
  packDetails: (pack) => `عرض التفاصيل — ${pack}`,
  addToCart: 'أضف إلى السلة',
  alreadyInCart: 'موجودة في السلة مسبقًا',
  addOneMore: 'إضافة واحدة أخرى',
  cartOrders: 'طلبيات السلة',
  checkout: 'تقديم الطلبية',
  paymentLegend: 'طريقة الأداء',
  cash: 'الأداء عند التسليم',
  addAddress: 'إضافة عنوان',
  addressName: 'الاسم',
  addressStreet: 'العنوان',
  addressCity: 'المدينة',
  saveAddress: 'حفظ العنوان',
  continue: 'متابعة',
  confirm: 'تأكيد الطلبية',
  summary: 'الملخص',
  subtotal: 'المجموع الفرعي',
  deliveryFee: 'مصاريف التوصيل',
  total: 'المجموع',
  freeDelivery: /^0\sدرهم$/,
  confirmed: 'تم تأكيد الطلبية',
  placedTitle: 'تم تسجيل الطلبية',
  toOrders: 'عرض طلبياتي',
  ordersList: 'طلبياتي',
  pending: 'في الانتظار',
  canceled: 'ملغاة',
  cancelOrder: (id) => `إلغاء الطلبية رقم ${id}`,
  cancelDialog: 'إلغاء هذه الطلبية؟',
  cancelConfirm: 'إلغاء الطلبية',
};

const SCHOOL = 'Groupe Scolaire Al Khawarizmi';
const LEVEL = '1ère année collège';
const PACK = 'Pack Essentiel 1ère année collège';

/** Signs the demo customer in from the login page. */
export async function signIn(page: Page, t: CheckoutTexts): Promise<void> {
  await page.goto('/connexion');
  await page.getByRole('textbox', { name: t.username }).fill('client');
  await page.getByRole('textbox', { name: t.password, exact: true }).fill('client123');
  await page.getByRole('button', { name: t.signIn }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * School → levels → pack → Add to cart: the demo customer's cart already holds this pack, so the
 * "Déjà dans le panier" question comes; "En ajouter un de plus" lands on /shop-cart with still two
 * orders (the pack's one now holds its quantities twice).
 */
export async function putPackInCart(page: Page, t: CheckoutTexts): Promise<void> {
  await page.getByRole('searchbox').fill(SCHOOL);
  await page.getByRole('link', { name: SCHOOL }).first().click();
  await expect(page).toHaveURL(/\/school\/\d+$/);
  await page.getByRole('checkbox', { name: LEVEL }).check();
  await page.getByRole('button', { name: t.levelsValid }).click();
  await expect(page).toHaveURL(/\/school\/\d+\/levels\?levels=\d+$/);
  await page.getByRole('button', { name: t.packDetails(PACK) }).click();
  await page.getByRole('dialog', { name: PACK }).getByRole('button', { name: t.addToCart }).click();
  await page.getByRole('alertdialog', { name: t.alreadyInCart }).getByRole('button', { name: t.addOneMore }).click();
  // Two writes (the merged order, then the old one's removal) before the cart opens.
  await expect(page).toHaveURL(/\/shop-cart$/, { timeout: 15_000 });
  await expect(page.getByRole('list', { name: t.cartOrders }).getByRole('article')).toHaveCount(2);
}

/**
 * /shop-cart → Checkout → /address-payments (cash by default, a new address added and chosen) →
 * Continuer → /shop-cart-confirm → Confirm Checkout → /order-placed → /orders. Returns the ids of the
 * orders placed.
 */
export async function checkOut(page: Page, t: CheckoutTexts, cartOrders = 2): Promise<number[]> {
  await page.getByRole('button', { name: t.checkout }).click();
  await expect(page).toHaveURL(/\/address-payments\?orders=[\d,]+$/);
  const ids = (new URL(page.url()).searchParams.get('orders') ?? '').split(',').map(Number);
  expect(ids).toHaveLength(cartOrders);

  await expect(
    page.getByRole('radiogroup', { name: t.paymentLegend }).getByRole('radio', { name: t.cash }),
  ).toBeChecked();
  const goOn = page.getByRole('button', { name: t.continue });
  await expect(goOn).toBeDisabled();
  await page.getByRole('button', { name: t.addAddress }).click();
  await page.getByRole('textbox', { name: t.addressName, exact: true }).fill('Chez Mamie');
  await page.getByRole('textbox', { name: t.addressStreet, exact: true }).fill('3, Rue Talaa');
  await page.getByRole('textbox', { name: t.addressCity, exact: true }).fill('Fès');
  await page.getByRole('button', { name: t.saveAddress }).click();
  await expect(page.getByRole('radio', { name: /Chez Mamie/ })).toBeChecked();
  await goOn.click();

  await expect(page).toHaveURL(/\/shop-cart-confirm\/\d+\?orders=[\d,]+$/);
  await expect(page.getByText('Chez Mamie')).toBeVisible();
  // Subtotal, the delivery fee of 0 Dhs (§9), and a total equal to the subtotal.
  const summary = page.getByLabel(t.summary, { exact: true });
  const amount = (label: string) =>
    summary.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
  await expect(amount(t.deliveryFee)).toHaveText(t.freeDelivery);
  const subtotal = (await amount(t.subtotal).innerText()).trim();
  expect(subtotal).toMatch(/^[1-9]/);
  await expect(amount(t.total)).toHaveText(subtotal);
  await page.getByRole('button', { name: t.confirm }).click();

  await expect(page).toHaveURL(/\/order-placed\?orders=[\d,]+&address=\d+$/);
  await expect(page.getByText(t.confirmed)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t.placedTitle })).toBeVisible();
  // By keyboard: on a phone the link under the fixed footer tabs is reached by scrolling, which
  // Playwright's click does not do past an element it already counts as in view.
  await page.getByRole('link', { name: t.toOrders }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders$/);
  return ids;
}

/** The card of order `id` in /orders. */
export function orderCard(page: Page, t: CheckoutTexts, id: number) {
  return page
    .getByRole('list', { name: t.ordersList })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(`\\b${id}$`) }) });
}

/** Every placed order is Pending; one is cancelled after the confirmation popup and shows Canceled. */
export async function cancelOne(page: Page, t: CheckoutTexts, ids: number[]): Promise<void> {
  for (const id of ids) await expect(orderCard(page, t, id)).toContainText(t.pending);
  const [first] = ids;
  await page.getByRole('button', { name: t.cancelOrder(first) }).click();
  await page.getByRole('alertdialog', { name: t.cancelDialog }).getByRole('button', { name: t.cancelConfirm }).click();
  await expect(orderCard(page, t, first)).toContainText(t.canceled);
  await expect(page.getByRole('button', { name: t.cancelOrder(first) })).toHaveCount(0);
}
