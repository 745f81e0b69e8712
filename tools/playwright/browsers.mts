/**
 * The browsers of the e2e journeys: Debian's Chromium with the launch flags of the visual checks
 * (one list of flags, tools/storybook/pictures/chromium.mts), run either as the full browser or as
 * its old headless shell.
 */
import { existsSync } from 'node:fs';
import { chromiumLaunchOptions } from '../storybook/pictures/chromium.mts';

/**
 * The full Chromium, for what the old headless shell does not do: it checks no installability (it
 * answers no error, even for a page without a manifest), so the installability checks launch this.
 */
export { chromiumLaunchOptions };

/**
 * The journeys' browser: Debian's `chromium-headless-shell` (Chromium's old headless mode, the same
 * version as the `chromium` package; `npm run setup` installs both), or `E2E_CHROME_PATH`. Measured on
 * the 15 learning school journeys, one worker (docs/testing.md, "Measured", 2026-12-02): 331 s in
 * the full browser's headless mode, 256 s in the shell; with the trace's screenshots off as well
 * (app-e2e-config.mts), 194 s. Without the shell (another system), the full Chromium.
 * The story pictures keep the full Chromium: their baselines were drawn by it, and the shell draws a
 * few pixels differently (111 of ui-kit's 159 picture tests failed in it).
 */
export function journeysBrowser(): string {
  const shell = process.env['E2E_CHROME_PATH'] || '/usr/lib/chromium/chromium-headless-shell';
  return existsSync(shell) ? shell : chromiumLaunchOptions.executablePath;
}
