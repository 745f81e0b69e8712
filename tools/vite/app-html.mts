/**
 * What every app's page shares, written once here and added to each app's `index.html` by Vite in
 * dev, preview and build: the `<head>` (charset, base, viewport, theme colour, icon), the no-script
 * message, the root element React renders into (`#root`) and the entry module (`/src/main.tsx`,
 * every app's), with the app's title. Added before Vite reads the page (`order: 'pre'`), so the entry
 * is bundled as if written there. Every app's `index.html` is the same empty page.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The colour of the browser's bars on phones. */
const THEME_COLOR = '#0b6e4f';

const PAGE: HtmlTagDescriptor[] = [
  // First in the head: the charset must come within the first 1024 bytes.
  { tag: 'meta', attrs: { charset: 'utf-8' }, injectTo: 'head-prepend' },
  { tag: 'base', attrs: { href: '/' }, injectTo: 'head' },
  {
    tag: 'meta',
    attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
    injectTo: 'head',
  },
  { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOR }, injectTo: 'head' },
  { tag: 'link', attrs: { rel: 'icon', type: 'image/x-icon', href: '/favicon.ico' }, injectTo: 'head' },
  { tag: 'noscript', children: 'Activez JavaScript pour utiliser cette application.', injectTo: 'body-prepend' },
  { tag: 'div', attrs: { id: 'root' }, injectTo: 'body' },
  { tag: 'script', attrs: { type: 'module', src: '/src/main.tsx' }, injectTo: 'body' },
];

/** Vite plugin: adds the shared head tags, the app's `title`, the no-script message, root element and entry to `index.html`. */
export function appHtml(title: string): Plugin {
  const tags: HtmlTagDescriptor[] = [...PAGE, { tag: 'title', children: title, injectTo: 'head' }];
  return {
    name: 'kk:app-html',
    transformIndexHtml: { order: 'pre', handler: () => tags },
  };
}
