import { DEFAULT_LANGUAGE, LANGUAGES, RTL_LANGUAGES, type Language } from '@kk/domain';

/** Writing direction of a language, as used by `<html dir>`. */
export type Direction = 'ltr' | 'rtl';

/**
 * Each language's name written in that language (Français, العربية, English). An endonym is the
 * same whatever the interface language, so these are constants rather than table entries: a
 * reader who does not understand the current language can still find their own.
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  fr: 'Français',
  ar: 'العربية',
  en: 'English',
};

/** The `Intl` locales of the apps (the kit's `Price` takes the same values). */
export type Locale = 'fr-MA' | 'ar-MA' | 'en';

/**
 * The `Intl` locale of each language: Moroccan French and Moroccan Arabic (Moroccan month names,
 * `1.234,50` grouping, Latin digits), plain English.
 */
export const LOCALES: Readonly<Record<Language, Locale>> = {
  fr: 'fr-MA',
  ar: 'ar-MA',
  en: 'en',
};

/** True when `value` is one of the supported languages (`fr`, `ar`, `en`). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The supported language a language code stands for: `ar-MA` → `ar`, `fr` → `fr`; anything else
 * (unknown, empty, `cimode`) → the default language, French.
 */
export function toLanguage(code: string | null | undefined): Language {
  const base = (code ?? '').toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}

/** True when the language is written right to left (Arabic). Accepts regional codes (`ar-MA`). */
export function isRtl(lng: string): boolean {
  return RTL_LANGUAGES.includes(toLanguage(lng));
}

/** `rtl` for Arabic, `ltr` otherwise: the value of `<html dir>` for a language. */
export function directionOf(lng: string): Direction {
  return isRtl(lng) ? 'rtl' : 'ltr';
}
