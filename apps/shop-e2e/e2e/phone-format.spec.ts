import { expect, test } from '@playwright/test';

/** What the journey reads, in each UI language it runs in (as the translation tables give them). */
const LANGUAGES = [
  {
    code: 'fr',
    firstName: /^Prénom/,
    lastName: /^Nom/,
    email: /^E-mail/,
    password: /^Mot de passe/,
    confirm: /^Confirmer le mot de passe/,
    phone: /^Téléphone/,
    create: 'Créer mon compte',
    wrongFormat: 'Format du numéro de téléphone incorrect',
    nav: 'Navigation principale',
    account: 'Compte',
  },
  {
    code: 'ar',
    firstName: /^الاسم الشخصي/,
    lastName: /^الاسم العائلي/,
    email: /^البريد الإلكتروني/,
    password: /^كلمة المرور/,
    confirm: /^تأكيد كلمة المرور/,
    phone: /^الهاتف/,
    create: 'إنشاء حسابي',
    wrongFormat: 'صيغة رقم الهاتف غير صحيحة',
    nav: 'التنقل الرئيسي',
    account: 'حسابي',
  },
] as const;

/**
 * Journey (issue 18, forms): at registration a phone "12", "12ab" or "abc" is refused with the
 * dictionary's message; "0661234567" is accepted, and the profile shows it in the one national
 * format, "06 61 23 45 67", left to right in Arabic too.
 */
for (const texts of LANGUAGES) {
  test(`a phone that is not a number is refused at registration; a Moroccan mobile is shown in national format (${texts.code})`, async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Langue' }).selectOption(texts.code);
    await expect(page.locator('html')).toHaveAttribute('lang', texts.code);
    await page.goto('/register');
    await page.getByRole('textbox', { name: texts.firstName }).fill('Nadia');
    await page.getByRole('textbox', { name: texts.lastName }).fill('Berrada');
    await page.getByRole('textbox', { name: texts.email }).fill(`nadia.berrada.${texts.code}@example.ma`);
    await page.getByLabel(texts.password).first().fill('secret12');
    await page.getByLabel(texts.confirm).fill('secret12');
    const phone = page.getByRole('textbox', { name: texts.phone });
    const create = page.getByRole('button', { name: texts.create });

    for (const wrong of ['12', '12ab', 'abc']) {
      await phone.fill(wrong);
      await create.click();
      await expect(page.getByText(texts.wrongFormat)).toBeVisible();
      await expect(page).toHaveURL(/\/register$/);
    }

    await phone.fill('0661234567');
    await expect(page.getByText(texts.wrongFormat)).toHaveCount(0);
    await create.click();
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole('navigation', { name: texts.nav }).getByRole('link', { name: texts.account }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const shown = page.getByText('06 61 23 45 67', { exact: true });
    await expect(shown).toBeVisible();
    await expect(shown).toHaveCSS('direction', 'ltr');
  });
}
