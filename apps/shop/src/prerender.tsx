/**
 * SPIKE (issue 19): the shop's first screen rendered at build time (tools/vite/prerender.mts runs
 * this module in Node through Vite's SSR loader after the client build). The same tree as
 * `bootstrapApp` + `App` render in the browser (so `hydrateRoot` can adopt it), with a static router
 * at the page's path, French tables, an empty store (no session: storage is absent in Node).
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders, ConnectionNotices, ScrollRestoration } from '@kk/app-shell';
import { initI18n, shopTables } from '@kk/i18n';
import { makeStore } from '@kk/session';
import { AppRoutes } from './app/routes';

/** The page's markup (inside `#root`) and the style tags of what it drew (for the head). */
export interface PrerenderedPage {
  html: string;
  styleTags: string;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/** Renders the shop at `location` as a visitor's first render does (French, signed out). */
export async function prerenderPage(location: string): Promise<PrerenderedPage> {
  await initI18n({ tables: shopTables, language: 'fr' });
  const store = makeStore();
  const sheet = new ServerStyleSheet();
  try {
    const tree = sheet.collectStyles(
      <StrictMode>
        <AppProviders store={store}>
          <ConnectionNotices />
          <StaticRouter location={location}>
            <ScrollRestoration />
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
    );
    // Any error while rendering stops the build: a page prerendered half would be shipped.
    const errors: unknown[] = [];
    const { prelude } = await prerender(tree, { onError: (error) => void errors.push(error) });
    const html = await readAll(prelude);
    if (errors.length > 0) throw new AggregateError(errors, `prerender ${location}: ${String(errors[0])}`);
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
