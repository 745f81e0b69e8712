/**
 * Every app's page, written once here: Vite reads each app's `index.html` (dev, preview and build
 * need the file; it holds one comment) and this plugin puts in its place the document (`<html
 * lang="fr" dir="ltr">`, the French default), the `<head>` (charset, base, viewport, theme colour,
 * icon, web app manifest), the no-script message, the root element React renders into (`#root`,
 * holding the app-start screen) and the entry module (`/src/main.tsx`, every app's), with the app's
 * title. Done before Vite reads the page (`order: 'pre'`), so the entry is bundled as if written
 * there.
 */
import { createHash } from 'node:crypto';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { palette } from '../../libs/shared/ui-kit/src/lib/theme/tokens.ts';

/** The colour of the browser's bars on phones. */
const THEME_COLOR = '#0b6e4f';

/**
 * The app-start screen, written into `#root` so the first paint of a cold start is the product's
 * mark and a turning ring, never a white page: the browser shows it from the HTML alone, while the
 * entry script, `config.json`, the demo backend and the translations load. React replaces it with
 * its first render (the page, or the configuration error screen). It has no visible words because
 * no script has read the stored language yet; its accessible name is the French default (§2's
 * "En cours de chargement"). Colours are the kit's tokens (theme.ts: background.app, brand.*),
 * inline because no style sheet has loaded; the ring stands still for reduced motion. The body's
 * margin is the kit's (none) from the first paint: the browser's 8 px, removed only when the kit's
 * global style arrived, moved the whole page (a layout shift on every first load).
 */
const START_SCREEN_STYLE = `
body{margin:0}
#kk-start{box-sizing:border-box;min-height:100vh;min-height:100dvh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:24px;padding:24px;background:${palette.neutral[50]}}
#kk-start svg{display:block;width:120px;height:auto}
#kk-start .kk-ring{width:28px;height:28px;border-radius:50%;border:3px solid ${palette.blue[100]};border-top-color:${palette.blue[600]};animation:kk-start-turn .9s linear infinite}
@keyframes kk-start-turn{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){#kk-start .kk-ring{animation:none}}
html[data-kk-other-language] #root[data-kk-prerendered]{visibility:hidden}`;

/**
 * The one inline script of every page, in its head. Two jobs, both before the first paint:
 * - A page prerendered at build time (prerender.mts: `<div id="root" data-kk-prerendered>`) is
 *   French. For a user whose stored language (`current_language`, JSON or a bare legacy value, as
 *   libs/shared/i18n's language-storage.ts reads it) is another one, it marks `<html>`, so the style
 *   above hides the frame: the app draws the page in that language (bootstrapApp renders it afresh
 *   instead of adopting the French markup).
 * - A prerendered page names its entry in `<meta name="kk-entry">` (`ENTRY_META_NAME`) instead of a script tag
 *   (prerender.mts): the script asks for the entry once the page's first contentful paint is
 *   reported (a `paint` PerformanceObserver; two frames where the browser has none), 500 ms at most
 *   (a tab in the background paints nothing), and at once when the page is hidden for another
 *   language (nothing of it will paint). The first paint of such a page needs the page, its inline
 *   style and its fonts, not the app's 160 KB, which would share the link with them. index.html's
 *   pages keep their script tag: their content needs the app.
 * The CSP's `script-src` allows it by its hash, `PAGE_SCRIPT_HASH`, in deploy/nginx/*.env (the deploy
 * e2e specs fail when they differ), and the entry, a file of the site, by `'self'`. (Before the app
 * has started, the prerendered page is `inert`: no form of it can be used nor sent.)
 */
/** The `name` of the `<meta>` in which a prerendered page names its entry (prerender.mts writes it, `PAGE_SCRIPT` reads it). */
export const ENTRY_META_NAME = 'kk-entry';

export const PAGE_SCRIPT = `(function(){try{var l=localStorage.getItem("current_language");try{l=JSON.parse(l)}catch(e){}if(l==="ar"||l==="en")document.documentElement.setAttribute("data-kk-other-language",l)}catch(e){}function entry(){var m=document.querySelector('meta[name="${ENTRY_META_NAME}"]'),done=false;function load(){if(done)return;done=true;var s=document.createElement("script");s.type="module";s.src=m.content;document.head.appendChild(s)}if(!m)return;if(document.documentElement.hasAttribute("data-kk-other-language"))return load();if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0){new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)load()}).observe({type:"paint",buffered:true})}else{requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load)})})}setTimeout(load,500)}document.readyState==="loading"?document.addEventListener("DOMContentLoaded",entry):entry()})()`;

/** The CSP source allowing `PAGE_SCRIPT` (`'sha256-…'`). */
export const PAGE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PAGE_SCRIPT).digest('base64')}'`;

/** The kit's Logo (ui-kit logo.tsx) drawn with the theme's brand colours, decorative (also the install icons: tools/scripts/app-icons.mjs). */
export const START_LOGO = `<svg viewBox="0 0 120 112" aria-hidden="true" focusable="false"><g fill="${palette.saffron[500]}"><rect x="46" y="6" width="28" height="28" rx="3"/><rect x="46" y="6" width="28" height="28" rx="3" transform="rotate(45 60 20)"/></g><circle cx="60" cy="20" r="6" fill="${palette.white}"/><path d="M60 52C48 44 30 42 12 46v50c18-4 36-2 48 8z" fill="${palette.blue[600]}"/><path d="M60 52c12-8 30-10 48-6v50c-18-4-36-2-48 8z" fill="${palette.teal[600]}"/><path d="M22 58c10-2 20-1 28 3M22 70c10-2 20-1 28 3M70 61c8-4 18-5 28-3M70 73c8-4 18-5 28-3" fill="none" stroke="${palette.white}" stroke-width="4" stroke-linecap="round"/></svg>`;

export const START_SCREEN = `<div id="kk-start" role="status" aria-label="En cours de chargement" aria-busy="true">${START_LOGO}<span class="kk-ring"></span></div>`;

/** The document every app's `index.html` stands for; `PAGE` fills it. */
const DOCUMENT = `<!doctype html>
<html lang="fr" dir="ltr">
  <head></head>
  <body></body>
</html>
`;

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
  // config.json is asked for beside the entry script, not once it has run (runtime-config.ts takes
  // this answer: same URL, a same-origin GET).
  { tag: 'link', attrs: { rel: 'preload', href: '/config.json', as: 'fetch', crossorigin: '' }, injectTo: 'head' },
  { tag: 'link', attrs: { rel: 'icon', type: 'image/x-icon', href: '/favicon.ico' }, injectTo: 'head' },
  // Installable: each app's public/manifest.webmanifest and its icons (tools/scripts/app-icons.mjs).
  { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
  { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/icon-192.png' }, injectTo: 'head' },
  { tag: 'noscript', children: 'Activez JavaScript pour utiliser cette application.', injectTo: 'body-prepend' },
  // Without JavaScript nothing is loading: the ring and the status go, the message above says why.
  { tag: 'noscript', children: '<style>#kk-start .kk-ring{display:none}</style>', injectTo: 'head' },
  { tag: 'style', children: START_SCREEN_STYLE, injectTo: 'head' },
  { tag: 'script', children: PAGE_SCRIPT, injectTo: 'head' },
  { tag: 'div', attrs: { id: 'root' }, children: START_SCREEN, injectTo: 'body' },
  { tag: 'script', attrs: { type: 'module', src: '/src/main.tsx' }, injectTo: 'body' },
];

/** Vite plugin: every app's page (`DOCUMENT` filled with `PAGE` and the app's `title`) in place of its `index.html`. */
export function appHtml(title: string): Plugin {
  const tags: HtmlTagDescriptor[] = [...PAGE, { tag: 'title', children: title, injectTo: 'head' }];
  return {
    name: 'kk:app-html',
    transformIndexHtml: { order: 'pre', handler: () => ({ html: DOCUMENT, tags }) },
  };
}

/** Largest entry style sheet written into the page instead of linked (bytes). */
const INLINE_STYLES_MAX = 8 * 1024;

/**
 * Preloads of the Latin faces whose `@font-face` rules are in `css` (the app's French text). Found
 * only once the page's style was computed, they were asked for 40–60 ms after the page's other
 * files: the text was first drawn in the fallback face and moved when they arrived (a prerendered
 * page: CLS 0.015; learning's signed-in home, drawn by the app from the start screen: its greeting's
 * row wrapped in the wider fallback face and the page rose by 29 px, CLS 0.030; 0.000 with them).
 */
function latinFontPreloads(css: string): string {
  const fonts = new Set([...css.matchAll(/url\((\/assets\/[\w-]*-latin-[\w-]*\.woff2)\)/g)].map((match) => match[1]));
  return [...fonts]
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}

/**
 * Vite plugin (builds): the entry's style sheet (the fonts' `@font-face` rules, about 1.3 KB) is
 * written into the page as a `<style>` instead of a `<link>`, followed by the preloads of its Latin
 * faces (`latinFontPreloads`: every page of the app, the start screen's and the prerendered ones,
 * asks for them from the head). A linked sheet blocks the first paint until it has arrived: one
 * more round trip before a prerendered page (prerender.mts) shows, during which the entry script
 * arrives and runs first. The file is still built (and precached); the CSP's `style-src
 * 'unsafe-inline'` (styled-components) allows the tag.
 */
export function inlineEntryStyles(): Plugin {
  return {
    name: 'kk:inline-entry-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g,
          (link, fileName: string) => {
            const asset = bundle?.[fileName];
            if (asset?.type !== 'asset') return link;
            const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            const style = css.length <= INLINE_STYLES_MAX && !css.includes('</') ? `<style>${css}</style>` : link;
            return `${style}${latinFontPreloads(css)}`;
          },
        );
      },
    },
  };
}
