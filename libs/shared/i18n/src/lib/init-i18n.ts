import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@kk/domain';
import { applyDocumentLanguage } from './document-language';
import { formatDate, formatNumber, formatOf, formatPrice, type DateInput, type DateStyle } from './formatters';
import { readStoredLanguage, storeLanguage } from './language-storage';
import { toLanguage } from './languages';
import type { TranslationNamespace } from './translation-key';
import { DEFAULT_NAMESPACE, loadTable, namespacesOf, PRELOADED_NAMESPACES, type TranslationTables } from './resources';

/** Options of {@link initI18n}. */
export interface InitI18nOptions {
  /**
   * Language to start in, for this instance only (not stored). Default: the stored
   * `current_language`, else French (which is then stored, §3).
   */
  language?: Language;
  /**
   * For tests: every namespace of the language (and French, the fallback) is loaded before the
   * promise resolves, so a component under test never suspends or shows keys; the language is
   * never read from nor written to storage unless given. @default false
   */
  forTests?: boolean;
  /**
   * The translation tables the app can load (`shopTables`, `learningTables`): an app ships only
   * its own namespaces' map. @default every table of both apps (loaded on demand: Storybook, tests)
   */
  tables?: TranslationTables;
}

let current: Promise<i18n> | null = null;
let currentReady: i18n | null = null;
/** The tables and start language of the last {@link initI18n}, known before its instance is ready. */
let starting: { tables: TranslationTables; lng: Language } | null = null;

/** The instance of the last {@link initI18n} call; creates the default one when there is none. */
export function currentI18n(): Promise<i18n> {
  return current ?? initI18n();
}

/** The instance of the last {@link initI18n} call once it is ready, else null (no waiting needed). */
export function currentI18nIfReady(): i18n | null {
  return currentReady;
}

/**
 * Lets tables format values with our Moroccan formats: `{{total, price}}`, `{{n, number}}`,
 * `{{day, datetime}}` (i18next's own would use `ar`, not `ar-MA` with Latin digits); and French's
 * "de" before a name, elided before a vowel: `Notes {{name, of}}` → `Notes d’Adam`, `Notes de Meryem`.
 */
function registerFormats(instance: i18n): void {
  const formatter = instance.services.formatter;
  if (!formatter) return;
  formatter.add('price', (value: number, lng) => formatPrice(value, toLanguage(lng)));
  formatter.add('number', (value: number, lng, options: Intl.NumberFormatOptions) =>
    formatNumber(value, toLanguage(lng), options),
  );
  formatter.add('of', (value: string, lng) => formatOf(String(value ?? ''), toLanguage(lng)));
  formatter.add('datetime', (value: DateInput, lng, options: { dateStyle?: DateStyle }) =>
    formatDate(value, toLanguage(lng), options?.dateStyle),
  );
}

async function createI18n({ language, forTests = false, tables: given }: InitI18nOptions): Promise<i18n> {
  const tables = given ?? (await import('./tables/all')).allTables;
  const stored = language || forTests ? null : readStoredLanguage();
  const lng = language ?? stored ?? DEFAULT_LANGUAGE;
  // Set at once when the tables are given (the apps): `loadNamespaces` may fetch tables meanwhile.
  starting = { tables, lng };
  // §3: current_language is "set to fr" at start when the user never chose one.
  if (!language && !forTests && !stored) storeLanguage(DEFAULT_LANGUAGE);

  const instance = i18next.createInstance();
  // Registered before init, so the initial language sets <html lang dir> too.
  instance.on('languageChanged', applyDocumentLanguage);
  instance.use(resourcesToBackend((l: string, ns: string) => loadTable(tables, l, ns))).use(initReactI18next);
  await instance.init({
    lng,
    supportedLngs: LANGUAGES,
    // French is the reference: a key missing in Arabic or English shows French, never the key.
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
    ns: forTests ? namespacesOf(tables) : [...PRELOADED_NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: false,
    // React escapes text itself; escaping here would show `&amp;` to users.
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
  registerFormats(instance);
  return instance;
}

/**
 * Creates and initialises the i18next instance used by the app, Storybook or a test, and makes it
 * the current one (the one {@link I18nProvider} provides when it is given none).
 *
 * - Language: `options.language`, else the stored `current_language`, else French (stored).
 * - Loads `common`, `validation` and `errors` up front; other namespaces load when a component
 *   first asks for them (`useTranslation('<ns>')` suspends meanwhile), each language/namespace
 *   its own chunk.
 * - `<html lang dir>` follow the language from the start and on every change.
 *
 * @example
 * await initI18n({ tables: shopTables });              // app start
 * const i18n = await initI18n({ language: 'ar', forTests: true }); // a test in Arabic
 */
export function initI18n(options: InitI18nOptions = {}): Promise<i18n> {
  const created = createI18n(options);
  current = created;
  currentReady = null;
  created.then(
    (instance) => {
      if (current === created) currentReady = instance;
    },
    // The caller receives the rejection through `created`; nothing to do here.
    () => undefined,
  );
  return created;
}

/**
 * Loads `namespaces` of the current language into the current instance (each its own chunk, fetched
 * once, at once: also while the instance is starting): what a lazy page asks for beside its own chunk, so that it renders once both are there
 * instead of suspending again on its first `useTranslation` (app-shell's `withTranslations`). Settles
 * when they are loaded or could not be (the component's `useTranslation` then asks again).
 */
export function loadNamespaces(namespaces: readonly TranslationNamespace[]): Promise<void> {
  // The tables' chunks are fetched now, also while the instance is still starting (its own tables
  // first): i18next then reads them from the module cache.
  if (starting) {
    const { tables, lng } = starting;
    const language = currentReady?.language ?? lng;
    for (const ns of namespaces) loadTable(tables, language, ns).catch(() => undefined);
  }
  return currentI18n().then((instance) => instance.loadNamespaces([...namespaces]));
}
