/**
 * The `<head>` both apps share (charset, base, viewport, theme colour, icon) and the no-script
 * message, written once here and added to each app's `index.html` by Vite in dev, preview and
 * build. An app's `index.html` keeps only what is its own: its title, the root element and its entry.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The colour of the browser's bars on phones. */
const THEME_COLOR = '#0b6e4f';

const HEAD: HtmlTagDescriptor[] = [
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
];

/** Vite plugin: adds the apps' shared head tags and no-script message to `index.html`. */
export function appHtml(): Plugin {
  return {
    name: 'kk:app-html',
    transformIndexHtml: { order: 'pre', handler: () => HEAD },
  };
}
