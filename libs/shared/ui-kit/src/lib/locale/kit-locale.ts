import { createContext, useContext } from 'react';
import { toLanguage } from '@kk/i18n';
import { KIT_LABELS, type KitLabels, type KitLanguage } from './kit-labels';

/** Language of the kit's texts and formats, set by ThemeRoot from its `lang`. */
export const KitLanguageContext = createContext<KitLanguage>('fr');

/**
 * The kit language a language code stands for: `ar-MA` → `ar`, `en` → `en`; anything else
 * (none, unknown) → French, the reference language.
 */
export function toKitLanguage(lang: string | undefined): KitLanguage {
  const language = toLanguage(lang);
  return language in KIT_LABELS ? language : 'fr';
}

/** The language of the nearest ThemeRoot (`fr` without one). */
export function useKitLanguage(): KitLanguage {
  return useContext(KitLanguageContext);
}

/**
 * The kit's texts in the language of the nearest ThemeRoot: the default accessible names of
 * its components.
 *
 * @example
 * const labels = useKitLabels();
 * <IconButton label={closeLabel ?? labels.close} … />
 */
export function useKitLabels(): KitLabels {
  return KIT_LABELS[useKitLanguage()];
}
