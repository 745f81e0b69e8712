/**
 * The shop's first screens (the home, the sign-in page, the occasion market, a school's levels page) rendered at build time: tools/vite/prerender.mts runs this module in Node through Vite's
 * SSR loader after the client build (`appPrerenderer`: the app's own tree, French, signed out).
 */
import { appPrerenderer } from '@kk/app-shell/prerender';
import { shopTables } from '@kk/i18n';
import { App } from './app/app';

export const prerenderPage = appPrerenderer(App, shopTables);
