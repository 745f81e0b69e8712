import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** The product's name the tab titles end with; null outside an app (stories, tests): titles are left alone. */
const DocumentTitleContext = createContext<string | null>(null);

/** Props of DocumentTitleProvider. */
export interface DocumentTitleProviderProps {
  /** The product's name, in the current language: the end of every tab title ("Mes amis · KoolSkools"). */
  appName: string;
  /** The app. */
  children: ReactNode;
}

/**
 * Turns on the tab titles of both apps: below it, each page's title (`Page` / `PageHeader`, or
 * {@link useDocumentTitle} for a page that draws its own heading) becomes `document.title`, followed
 * by the product's name. The apps' providers (`AppProviders`) hold it.
 *
 * @example <DocumentTitleProvider appName={t('common:appName')}>{app}</DocumentTitleProvider>
 */
export function DocumentTitleProvider({ appName, children }: DocumentTitleProviderProps) {
  return <DocumentTitleContext.Provider value={appName}>{children}</DocumentTitleContext.Provider>;
}

/** The tab title of a page titled `title`: "title · appName", or the product's name alone. */
export function documentTitleOf(title: string | undefined, appName: string): string {
  const page = title?.trim();
  return page ? `${page} · ${appName}` : appName;
}

/**
 * Sets the tab title (`document.title`) to the page's title and the product's name while the page
 * shows, following a language switch. `Page` and `PageHeader` call it with their title; a page that
 * draws its own h1 calls it with the same text. Does nothing outside a {@link DocumentTitleProvider}.
 *
 * @example useDocumentTitle(t('signIn.title'));
 */
export function useDocumentTitle(title: string | undefined): void {
  const appName = useContext(DocumentTitleContext);
  useEffect(() => {
    if (appName === null || title === undefined) return;
    document.title = documentTitleOf(title, appName);
  }, [title, appName]);
}
