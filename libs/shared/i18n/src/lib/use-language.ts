import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@kk/domain';
import { applyDocumentLanguage } from './document-language';
import { storeLanguage } from './language-storage';
import { directionOf, isLanguage, LANGUAGE_NAMES, toLanguage, type Direction } from './languages';

/** What {@link useLanguage} returns. */
export interface UseLanguageResult {
  /** The current language. */
  language: Language;
  /** Switches language: loads its tables, stores it as `current_language`, sets `<html lang dir>`. */
  setLanguage: (lng: Language) => Promise<void>;
  /** `rtl` in Arabic, `ltr` otherwise. */
  direction: Direction;
  /** The supported languages, French first. */
  languages: readonly Language[];
}

/**
 * The current language and a way to change it that survives a reload.
 * Re-renders the caller when the language changes.
 */
export function useLanguage(): UseLanguageResult {
  const { i18n } = useTranslation('common');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const setLanguage = useCallback(
    async (lng: Language) => {
      storeLanguage(lng);
      await i18n.changeLanguage(lng);
      // Instances not made by initI18n have no languageChanged listener: set the page direction anyway.
      applyDocumentLanguage(lng);
    },
    [i18n],
  );
  return { language, setLanguage, direction: directionOf(language), languages: LANGUAGES };
}

/** The writing direction of the current language (`rtl` in Arabic). */
export function useDirection(): Direction {
  return useLanguage().direction;
}

/** One choice of the language switcher. */
export interface LanguageOption {
  /** Language code. */
  value: Language;
  /** The language's name in that language (Français, العربية, English). */
  label: string;
  /** Language of the label, for `lang` attributes (screen readers pronounce it right). */
  lang: Language;
}

/** Props of the ui-kit's presentational `LanguageSwitcher`, wired to the current language. */
export interface LanguageSwitcherProps {
  /** The current language. */
  value: Language;
  /** Every supported language, named in its own language. */
  options: LanguageOption[];
  /** Switches to the chosen language and stores it (unknown values are ignored). */
  onChange: (value: string) => void;
  /** Accessible label of the control, in the current language ("Langue"). */
  label: string;
}

/**
 * Everything the ui-kit's `LanguageSwitcher` needs, so apps only write
 * `<LanguageSwitcher {...useLanguageSwitcher()} />`.
 */
export function useLanguageSwitcher(): LanguageSwitcherProps {
  const { t } = useTranslation('common');
  const { language, setLanguage, languages } = useLanguage();
  const options = useMemo(
    () => languages.map((lng) => ({ value: lng, label: LANGUAGE_NAMES[lng], lang: lng })),
    [languages],
  );
  const onChange = useCallback(
    (value: string) => {
      if (isLanguage(value)) void setLanguage(value);
    },
    [setLanguage],
  );
  return { value: language, options, onChange, label: t('language.label') };
}
