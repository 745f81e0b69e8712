import { createContext, useContext, useEffect } from 'react';

/**
 * The product's name the tab titles end with, set by `ThemeRoot`'s `appName`; null without it
 * (stories, tests): titles are then left alone.
 */
export const AppNameContext = createContext<string | null>(null);

/**
 * Sets the tab title (`document.title`) to the page's title and the product's name ("Mes amis ·
 * KoolSkools") while the page shows, following a language switch. `PageHeader` (so every `Page`
 * with a title) calls it; a page that draws its own h1 calls it with the same text. Does nothing
 * under a `ThemeRoot` without `appName`.
 *
 * @example useDocumentTitle(t('signIn.title'));
 */
export function useDocumentTitle(title: string | undefined): void {
  const appName = useContext(AppNameContext);
  useEffect(() => {
    if (appName !== null && title) document.title = `${title} · ${appName}`;
  }, [title, appName]);
}
