import { initI18n } from './init-i18n';
import type { TranslationKey } from './translation-key';

/*
 * The spec gives each message in one language: that text is in the table of that language,
 * verbatim (typos included: 'Passwords must matchs'), and French, what users see by default,
 * has a French text for every English one.
 */

/** Messages of §5 and §8 given in English. */
const ENGLISH_SPEC_MESSAGES: Partial<Record<TranslationKey, string>> = {
  'validation:usernameRequired': 'Username required',
  'validation:passwordRequired': 'Password required',
  'validation:emailFormat': 'Email format incorrect',
  'validation:emailRequired': 'Email required',
  'validation:phoneRequired': 'Phone required',
  'validation:passwordMinLength': 'Password must be greater than 5 character',
  'validation:passwordsMustMatch': 'Passwords must matchs',
  'validation:nameRequired': 'Name required',
  'validation:fileRequired': 'File required',
  'errors:learningLogin.invalidCredentials': 'Username or Password incorrect',
  'errors:usernameExists': 'This username already exists!',
  'errors:captchaInvalid': 'Captcha Invalid',
  'errors:massarCodeExists': 'Code Massar already exist',
  'errors:massarCodeInvalid': 'This Code Massar is invalid',
  'errors:examAlreadySubmitting': 'You are already submitting this exam!',
  'errors:featureNotFound': 'Feature does not exist',
  'errors:noResult': 'No result found',
  'common:nav.home': 'Home',
  'common:nav.occasion': 'Occasion',
  'common:nav.quotes': 'Quotes',
  'common:nav.account': 'Account',
  'common:nav.news': 'News',
};

/** Messages and labels given in French (§2, §8). */
const FRENCH_SPEC_MESSAGES: Partial<Record<TranslationKey, string>> = {
  'common:loading': 'En cours de chargement',
  'errors:learningLogin.noSubscription': 'Votre abonnement a expiré',
  'errors:registration.usernameTaken': 'Identifiant déjà utilisé',
  'errors:registration.authenticationFailed': "Erreur d'authentification",
  'common:nav.home': 'Accueil',
  'common:nav.occasion': 'Occasion',
  'common:nav.quotes': 'Devis',
  'common:nav.account': 'Compte',
  'common:nav.news': 'Actualités',
  'common:actions.validate': 'Valider',
  'common:actions.cancel': 'Annuler',
  'common:actions.save': 'Enregistrer',
  'common:actions.edit': 'Modifier',
  'common:actions.continue': 'Continuer',
  'common:actions.retry': 'Réessayer',
  'common:actions.close': 'Fermer',
};

/** The entries of a table of spec texts, keyed by their (checked) translation keys. */
const specEntries = (table: Partial<Record<TranslationKey, string>>) =>
  Object.entries(table) as [TranslationKey, string][];

/** Labels that are the same word in French and English, so no translation is expected. */
const SAME_IN_FRENCH = new Set<TranslationKey>(['common:nav.occasion']);

describe('spec messages', () => {
  it.each(specEntries(ENGLISH_SPEC_MESSAGES))('en %s is the spec text verbatim', async (key, text) => {
    const i18n = await initI18n({ language: 'en', forTests: true });
    expect(i18n.t(key)).toBe(text);
  });

  it.each(specEntries(FRENCH_SPEC_MESSAGES))('fr %s is the spec text verbatim', async (key, text) => {
    const i18n = await initI18n({ language: 'fr', forTests: true });
    expect(i18n.t(key)).toBe(text);
  });

  it("fr: 'Ton compte n'a pas encore été activé' names the parent's e-mail (§8)", async () => {
    const i18n = await initI18n({ language: 'fr', forTests: true });

    expect(i18n.t('errors:learningLogin.notActivated', { email: 'parent@example.ma' })).toBe(
      "Ton compte n'a pas encore été activé - Le message d'activation a été envoyé à l'adresse parent@example.ma",
    );
  });

  it('fr has a French text for every message the spec gives in English', async () => {
    const i18n = await initI18n({ language: 'fr', forTests: true });

    const untranslated = specEntries(ENGLISH_SPEC_MESSAGES).filter(
      ([key, english]) => !SAME_IN_FRENCH.has(key) && i18n.t(key) === english,
    );

    expect(untranslated).toEqual([]);
    expect(i18n.t('validation:usernameRequired')).toBe("Nom d'utilisateur requis");
  });
});
