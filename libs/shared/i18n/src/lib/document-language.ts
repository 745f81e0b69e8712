import { directionOf, toLanguage } from './languages';

/**
 * Sets `<html lang dir>` for a language, so the browser, screen readers and logical CSS
 * properties lay the whole page out right to left in Arabic. No-op outside a browser.
 */
export function applyDocumentLanguage(lng: string): void {
  if (typeof document === 'undefined') return;
  const language = toLanguage(lng);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}
