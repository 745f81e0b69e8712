/**
 * Build-time rendering of an app's first screen (issue 19; tools/vite/prerender.mts runs an app's
 * `prerender.tsx` in Node after the client build). Not part of the package's main entry: the apps'
 * bundles never load React's static renderer nor the server style sheet.
 */
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { initI18n, type TranslationTables } from '@kk/i18n';
import type { AppRouter } from './lib/routing/app-root';

/** A page's markup (inside `#root`) and the style tags of what it drew (for the head). */
export interface PrerenderedPage {
  html: string;
  styleTags: string;
}

/** The router of a page rendered at build time: a static router at the page's path. */
export function staticRouterAt(location: string): AppRouter {
  return function StaticAppRouter({ children }: { children: ReactNode }) {
    return <StaticRouter location={location}>{children}</StaticRouter>;
  };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/** The loading screen (`PageLoading`, the kit's `LoadingScreen`): a page that renders only it is not worth shipping. */
const LOADING_SCREEN = 'data-ui="loading-screen-root"';

/**
 * Renders `app` (the tree `bootstrapApp` renders, inside the same `StrictMode`) with React 19's
 * `prerender` (it waits for `React.lazy` pages) inside styled-components' `ServerStyleSheet`.
 * Throws, so that the build fails, when rendering reports an error (a page rendered half) or when
 * the page is only the loading screen (a Suspense fallback that never resolved).
 */
export async function prerenderApp(location: string, app: ReactNode): Promise<PrerenderedPage> {
  const sheet = new ServerStyleSheet();
  try {
    const errors: unknown[] = [];
    const { prelude } = await prerender(sheet.collectStyles(<StrictMode>{app}</StrictMode>), {
      onError: (error) => void errors.push(error),
      // One piece: no boundary sent apart with the inline script that moves it in place (the CSP forbids it).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    const html = await readAll(prelude);
    if (errors.length > 0) throw new AggregateError(errors, `prerender ${location}: ${String(errors[0])}`);
    if (html.includes(LOADING_SCREEN))
      throw new Error(`prerender ${location}: the page rendered only its loading screen`);
    // A boundary left pending (`<!--$?-->`) or given up (`<!--$!-->`) is completed by inline scripts,
    // which the CSP refuses: the page would stay on its fallback until the app replaced it.
    if (/<!--\$[?!]-->|<script/.test(html))
      throw new Error(`prerender ${location}: a part of the page was not rendered (a pending Suspense boundary)`);
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/**
 * An app's `prerenderPage(location)` (what tools/vite/prerender.mts loads from the app's
 * `prerender.tsx`): the app's own tree (`App`, the one `main.tsx` renders, so `hydrateRoot` adopts
 * it) with a static router at the page's path, the French tables and an empty store (no session:
 * there is no storage in Node), as a visitor's first render draws it.
 *
 * @example export const prerenderPage = appPrerenderer(App, shopTables);
 */
export function appPrerenderer(
  App: ComponentType<{ router?: AppRouter }>,
  tables: TranslationTables,
): (location: string) => Promise<PrerenderedPage> {
  return async (location) => {
    await initI18n({ tables, language: 'fr' });
    return prerenderApp(location, <App router={staticRouterAt(location)} />);
  };
}
