/**
 * A path of this app: starts with one `/` (not `//host` nor `/\host`, which browsers read as
 * another site), so a stored value can never send the user elsewhere after login.
 */
export function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}
