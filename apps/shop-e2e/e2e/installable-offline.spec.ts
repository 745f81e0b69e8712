import { chromium, expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { chromiumLaunchOptions } from '../../../tools/playwright/browsers.mts';
import { FRENCH, signIn } from './support/checkout-journey';

// This spec tests the app's own service worker (/sw.js), blocked in the other specs.
test.use({ serviceWorkers: 'allow' });

/**
 * Installable (issue 19): in a normal (not incognito) Chromium profile, Chromium finds no
 * installability error once the page runs (manifest, icons, start URL, display, service worker).
 * Lighthouse 12 has no PWA category any more; this check replaces it.
 */
test('Chromium finds the shop installable: no installability error', async ({ baseURL }) => {
  const profile = mkdtempSync(path.join(tmpdir(), 'kk-installable-'));
  // The full Chromium and the project's flags (the journeys' old headless shell checks no
  // installability: it answers no error even without a manifest), in a profile of its own on disk
  // (not incognito).
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/connexion');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/**
 * Demo mode offline: the fake backend keeps its data in the page (localStorage), the worker keeps
 * the app; the demo customer's cart and orders open again after a reload without network.
 */
test('demo mode: the cart and the orders open again offline after a reload, under the offline notice', async ({
  page,
  context,
}) => {
  await signIn(page, FRENCH);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.goto('/shop-cart');
  const cart = page.getByRole('list', { name: 'Commandes du panier' }).getByRole('article');
  await expect(cart.first()).toBeVisible();
  const cartCount = await cart.count();
  await page.goto('/orders');
  const orders = page.getByRole('list', { name: 'Mes commandes' }).getByRole('article');
  await expect(orders.first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Vous êtes hors ligne' })).toBeVisible();
  await expect(orders.first()).toBeVisible();
  await page.goto('/shop-cart');
  await expect(cart).toHaveCount(cartCount);
});
