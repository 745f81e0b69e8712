/** A made-up origin to resolve a path against: what stays on it is a path of this app. */
const PROBE_ORIGIN = 'https://app.invalid';

/**
 * A path of this app, checked by parsing as the browser would: it starts with one `/`, holds no
 * control character, space or `\` (browsers drop tabs and newlines, and read `\` as `/`, so
 * `"/\t/evil.example"` or `/\evil.example` would leave the site), and resolves on the app's own
 * origin. A stored value can never send the user elsewhere after login.
 */
export function isAppPath(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (!url.startsWith('/') || /[\u0000-\u0020\u007f\\]/.test(url)) return false;
  try {
    return new URL(url, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}
