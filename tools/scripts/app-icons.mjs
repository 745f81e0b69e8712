/**
 * Draws the apps' install icons (the kit's Logo, as index.html's start screen draws it) into
 * apps/<app>/public/icons/: `icon-192.png`, `icon-512.png` (the logo on the app background) and
 * `maskable-512.png` (the logo inside the central safe zone that launchers may crop to a circle).
 * The web app manifests (apps/<app>/public/manifest.webmanifest) name them. Run again after the
 * logo or the brand colours change: `node tools/scripts/app-icons.mjs` (Debian's Chromium).
 */
import { mkdirSync } from 'node:fs';
import * as path from 'node:path';
import { createJiti } from 'jiti';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');
const jiti = createJiti(import.meta.url);
const { START_LOGO } = await jiti.import(path.join(root, 'tools/vite/app-html.mts'));
const { palette } = await jiti.import(path.join(root, 'libs/shared/ui-kit/src/lib/theme/tokens.ts'));

/** Each icon: its file, its size, and how much of it the logo's width takes. */
const ICONS = [
  { file: 'icon-192.png', size: 192, logo: 0.78 },
  { file: 'icon-512.png', size: 512, logo: 0.78 },
  // The safe zone of a maskable icon is the central circle of 80% diameter.
  { file: 'maskable-512.png', size: 512, logo: 0.56 },
];

const browser = await chromium.launch({ executablePath: process.env['CHROME_PATH'] || '/usr/bin/chromium' });
const page = await browser.newPage();
for (const app of ['shop', 'learning']) {
  const dir = path.join(root, 'apps', app, 'public/icons');
  mkdirSync(dir, { recursive: true });
  for (const { file, size, logo } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<body style="margin:0;display:flex;align-items:center;justify-content:center;width:${size}px;height:${size}px;background:${palette.neutral[50]}"><div style="width:${Math.round(size * logo)}px">${START_LOGO.replace('<svg ', '<svg style="display:block;width:100%;height:auto" ')}</div></body>`,
    );
    await page.screenshot({ path: path.join(dir, file) });
  }
}
await browser.close();
console.log('icons written to apps/{shop,learning}/public/icons/');
