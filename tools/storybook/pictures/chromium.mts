/** Launch options for Debian's Chromium (nothing is downloaded), shared by the visual check. */
export const chromiumLaunchOptions = {
  executablePath: process.env['CHROME_PATH'] || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // Identical glyph rasterisation on every machine.
    '--font-render-hinting=none',
    '--disable-lcd-text',
    '--force-color-profile=srgb',
  ],
};
