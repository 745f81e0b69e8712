import { expect, test, type Page } from '@playwright/test';

/**
 * Check (issue 18, "Done when" 2): every shop route, on a 390 px wide phone, in French, Arabic and
 * English, measured in the DOM once its data is shown:
 * - no text cut: no element whose own text overflows its box (clipped, ellipsed, clamped or sticking
 *   out), and no page wider than the screen;
 * - no tap target under 44×44 px (links inside a sentence excepted, as WCAG 2.2's target-size
 *   criterion allows: their size is set by the line of text).
 * A failure lists each element (its role, name and size) so the cause can be found at once.
 */

const PHONE = { width: 390, height: 844 };
const MIN_TARGET = 44;

const LANGUAGES = ['fr', 'ar', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

/**
 * A route to measure: a path; the first link of a list page that matches a pattern; or where a
 * button of a page leads (a dialog, or the next screen).
 */
type Route = string | LinkRoute | PressRoute;
/** The first link matching `link` on the page `from` (itself a path or such a link). */
interface LinkRoute {
  from: string | LinkRoute;
  link: RegExp;
}
/** The page `from` after pressing its button named `press` (by data, or in each language). */
interface PressRoute {
  from: string;
  press: RegExp | Record<Language, string>;
  /** What the button opens: a dialog, or a screen whose path matches. */
  opens: 'dialog' | RegExp;
}

interface Area {
  name: string;
  account?: { username: string; password: string; landing: RegExp };
  routes: Route[];
}

/** The cart's main button (shop-cart.json `cart.checkout`). */
const CHECKOUT = { fr: 'Passer la commande', ar: 'تقديم الطلبية', en: 'Checkout' };

const AREAS: Area[] = [
  {
    name: 'visitor',
    routes: [
      '/',
      '/connexion',
      '/register',
      '/occasion',
      { from: '/occasion', link: /^\/occasion\/\d+$/ },
      '/school/1',
      '/school/1/levels?levels=7',
      { from: '/school/1/levels?levels=7', press: /Pack Essentiel/, opens: 'dialog' },
      '/cette-page-n-existe-pas',
      '/ErrorPage',
    ],
  },
  {
    name: 'customer',
    account: { username: 'client', password: 'client123', landing: /\/$/ },
    routes: [
      '/profile',
      '/profile-edit',
      '/orders',
      '/orders?tab=delivered',
      '/quotes',
      '/quotes?tab=requests',
      { from: '/quotes?tab=requests', link: /^\/quotes\/\d+$/ },
      { from: { from: '/quotes', link: /^\/quotes\/\d+$/ }, link: /^\/responses\/\d+$/ },
      '/my-books',
      '/create-occasion',
      '/shop-cart',
      { from: '/shop-cart', press: CHECKOUT, opens: /\/address-payments\?orders=/ },
      '/address-payments?orders=999',
      '/shop-cart-confirm/1?orders=1&payment=0',
      '/order-placed?orders=1&payment=0&address=1',
    ],
  },
  {
    name: 'library',
    account: { username: 'librairie', password: 'librairie123', landing: /\/library\/demandes$/ },
    routes: [
      '/library/demandes',
      { from: '/library/demandes', link: /^\/library\/demandes\/\d+$/ },
      '/library/devis',
      { from: '/library/devis', link: /^\/library\/devis\/\d+$/ },
      '/library/commandes',
      '/library/commandes?tab=delivered',
    ],
  },
  {
    name: 'admin',
    account: { username: 'admin', password: 'admin123', landing: /\/admin\/dashboard$/ },
    routes: [
      '/admin/dashboard',
      '/admin/ecoles-demandees',
      { from: '/admin/ecoles-demandees', link: /^\/admin\/ecoles-demandees\/\d+$/ },
      '/admin/ecoles',
      { from: '/admin/ecoles', link: /^\/admin\/ecoles\/\d+$/ },
      '/admin/packs',
      '/admin/articles',
      '/admin/commandes',
      '/admin/occasions',
      '/admin/types-articles',
    ],
  },
];

/**
 * Measures the page (runs in the browser; self-contained). Hidden elements (not rendered, or
 * visually hidden for screen readers) are not measured; a visually hidden checkbox or radio is
 * measured through its label, which is what the finger touches.
 */
function measure(minTarget: number): string[] {
  const nameOf = (el: Element) => {
    const name =
      el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 60) ?? '';
    const type = el.getAttribute('type');
    return `${type ? `[${type}] ` : ''}"${name}"`;
  };
  // One line per kind of misfit (the same problem, role and size), with one example and a count.
  const found = new Map<string, { example: string; count: number }>();
  const report = (problem: string, el: Element | null, size: string) => {
    const role = el ? (el.getAttribute('role') ?? el.tagName.toLowerCase()) : 'html';
    const key = `${problem}: ${role} ${size}`;
    const entry = found.get(key);
    if (entry) entry.count += 1;
    else found.set(key, { example: el ? nameOf(el) : '', count: 1 });
  };
  // Not rendered: hidden, visually hidden (1 px), or moved above the page until it has keyboard
  // focus (the skip link: no finger can reach it).
  const rendered = (el: Element) => {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const rect = el.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1 && rect.bottom + window.scrollY > 0;
  };

  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) {
    report('page wider than the screen', null, `${root.scrollWidth} > ${root.clientWidth}`);
  }

  // Text: the text an element holds of its own must lie inside every box that clips it (the
  // element's own when it ellipses or clamps, an ancestor's overflow, the screen's edges), up to
  // the first box that scrolls; and a block's text must not stick out of the block.
  const scrolls = /auto|scroll/;
  const clipsBox = (style: CSSStyleDeclaration) =>
    style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.webkitLineClamp !== 'none';
  for (const el of document.body.querySelectorAll('*')) {
    const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    if (!ownText || !rendered(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(el);
    const text = range.getBoundingClientRect();
    if (text.width === 0) continue;
    const outside = (box: DOMRect) =>
      text.left < box.left - 1 || text.right > box.right + 1 || text.top < box.top - 1 || text.bottom > box.bottom + 1;
    const rect = el.getBoundingClientRect();
    // What cuts the text (named in the failure), or null.
    let cutBy: string | null = null;
    if (getComputedStyle(el).display !== 'inline' && (text.left < rect.left - 1 || text.right > rect.right + 1)) {
      cutBy = 'its own box';
    }
    let scrolled = false;
    let hidden = false;
    for (let box: Element | null = el; box && box !== document.documentElement && !cutBy; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (scrolls.test(style.overflowX) || scrolls.test(style.overflowY)) {
        scrolled = true;
        break;
      }
      if (!clipsBox(style)) continue;
      const clip = box.getBoundingClientRect();
      // A box of 1 px that clips hides its content on purpose (visually hidden, for screen readers).
      if (clip.width <= 1 || clip.height <= 1) {
        hidden = true;
        break;
      }
      if (outside(clip)) cutBy = box.getAttribute('data-ui') ?? box.tagName.toLowerCase();
    }
    if (hidden) continue;
    if (!cutBy && !scrolled && (text.left < -1 || text.right > window.innerWidth + 1)) cutBy = 'the screen';
    if (cutBy) report(`text cut (by ${cutBy})`, el, `${Math.round(text.width)}×${Math.round(text.height)}`);
  }

  // What a finger touches: the element's box, or, for a card's link whose `::after` covers the
  // card (the stretched-link pattern), the card's.
  const coveredBox = (el: Element) => {
    const after = getComputedStyle(el, '::after');
    if (after.content !== 'none' && after.position === 'absolute') {
      for (let box = el.parentElement; box; box = box.parentElement) {
        if (getComputedStyle(box).position !== 'static') return box.getBoundingClientRect();
      }
    }
    return el.getBoundingClientRect();
  };

  // Targets.
  const targets = document.body.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"]',
  );
  const counted = new Set<Element>();
  for (const el of targets) {
    let target: Element = el;
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio' || el.type === 'file')) {
      const label = el.labels?.[0];
      if (label && rendered(label)) target = label;
    }
    if (counted.has(target) || !rendered(target)) continue;
    counted.add(target);
    // A link inside a sentence: an inline link whose block has text besides the link.
    if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') {
      const block = el.parentElement;
      const own = (el.textContent ?? '').trim().length;
      if (block && (block.textContent ?? '').trim().length > own) continue;
    }
    const rect = coveredBox(target);
    const narrow = rect.width + 0.5 < minTarget;
    const low = rect.height + 0.5 < minTarget;
    if (narrow || low) {
      // Grouped by the side that is too small (links of one list differ in width only).
      const size = `${narrow ? Math.round(rect.width) : '…'}×${low ? Math.round(rect.height) : '…'}`;
      report('small target', el, size);
    }
  }
  return [...found].map(([key, { example, count }]) => `${key} ×${count}, e.g. ${example}`);
}

/** Starts the area: signed in with its account where it has one, else on the home screen. */
async function start(page: Page, area: Area) {
  const { account } = area;
  if (!account) {
    await page.goto('/');
    return;
  }
  await page.goto('/connexion');
  await page.locator('input[name="username"], input[autocomplete="username"]').first().fill(account.username);
  await page.locator('input[type="password"]').first().fill(account.password);
  await page.locator('form button[type="submit"]').first().click();
  await expect(page).toHaveURL(account.landing);
}

/**
 * Waits until the page shows its data: nothing busy (every loading state of the kit is
 * `aria-busy`) and the DOM unchanged for 400 ms, then the fonts loaded.
 */
async function settled(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const before = document.body.innerHTML;
          await new Promise((resolve) => setTimeout(resolve, 400));
          return !document.querySelector('[aria-busy="true"]') && document.body.innerHTML === before;
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Shows the path as the app's own links do (the router follows the history; a full load for each
 * of a hundred routes would triple the check's time), then waits for its data.
 */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
  await settled(page);
}

/** Opens the route; returns its path as the failure message names it. */
async function open(page: Page, route: Route, language: Language): Promise<string> {
  if (typeof route !== 'string' && 'press' in route) {
    await visit(page, route.from);
    const name = route.press instanceof RegExp ? route.press : route.press[language];
    await page.getByRole('button', { name }).first().click();
    if (route.opens === 'dialog') await expect(page.getByRole('dialog')).toBeVisible();
    else await expect(page).toHaveURL(route.opens);
    await settled(page);
    return page.url().replace(/^https?:\/\/[^/]+/, '');
  }
  const path = await resolve(page, route);
  await visit(page, path);
  return path;
}

async function resolve(page: Page, route: string | LinkRoute): Promise<string> {
  if (typeof route === 'string') return route;
  await visit(page, await resolve(page, route.from));
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => route.link.test(h));
  expect(href, `a link matching ${route.link} on ${route.from}`).toBeDefined();
  return href as string;
}

test.use({ viewport: PHONE });

for (const area of AREAS) {
  for (const language of LANGUAGES) {
    test(`${area.name} routes fit a 390 px screen (${language})`, async ({ page }) => {
      // A few seconds a route, up to sixteen routes: more than a journey's minute.
      test.setTimeout(area.routes.length * 12_000 + 30_000);
      await page.addInitScript((lng: Language) => {
        localStorage.setItem('current_language', JSON.stringify(lng));
      }, language);
      await start(page, area);
      for (const route of area.routes) {
        await test.step(
          JSON.stringify(route, (_, v: unknown) => (v instanceof RegExp ? String(v) : v)),
          async () => {
            const path = await open(page, route, language);
            await expect(page.locator('html')).toHaveAttribute('lang', language);
            const misfits = await page.evaluate(measure, MIN_TARGET);
            expect.soft(misfits, `${path} (${language})`).toEqual([]);
          },
        );
      }
    });
  }
}
