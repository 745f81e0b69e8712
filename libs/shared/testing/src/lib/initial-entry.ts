import { parsePath } from 'react-router-dom';

/**
 * The first entry of a memory router: `path` split into path, query and hash (not re-encoded, so
 * `?q=École` stays as written) with the router state a previous screen would have passed.
 */
export function initialEntry(path: string, state?: unknown) {
  return { ...parsePath(path), state };
}
