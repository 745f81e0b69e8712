import type { ResourceKey } from 'i18next';
import type { Language } from '@kk/domain';

/**
 * Every translation table, as a lazy import per language and namespace: Vite turns each
 * `locales/<lng>/<namespace>.json` into its own chunk, so no table is in the first-load bundle.
 * Adding a namespace is dropping `<namespace>.json` into the three language folders.
 */
const tableLoaders = import.meta.glob<{ default: ResourceKey }>('../locales/*/*.json');

const TABLE_PATH = /\/locales\/([^/]+)\/([^/]+)\.json$/;

function tablePath(lng: string, ns: string): string {
  return `../locales/${lng}/${ns}.json`;
}

/** Every namespace that has a table (in any language), sorted. */
export const NAMESPACES: readonly string[] = [
  ...new Set(
    Object.keys(tableLoaders).flatMap((path) => {
      const match = TABLE_PATH.exec(path);
      return match ? [match[2]] : [];
    }),
  ),
].sort();

/** The namespace `t()` uses when none is named: the app frame's texts. */
export const DEFAULT_NAMESPACE = 'common';

/**
 * Namespaces loaded at start, before anything renders: the app frame and the messages every form
 * and screen may show, so `t('errors:...')` or `t('validation:...')` never meets an unloaded table.
 * Feature namespaces load on first use.
 */
export const PRELOADED_NAMESPACES: readonly string[] = [DEFAULT_NAMESPACE, 'validation', 'errors'];

/** Loads one table; rejects when the language has no table for that namespace. */
export async function loadTable(lng: Language | string, ns: string): Promise<ResourceKey> {
  const load = tableLoaders[tablePath(lng, ns)];
  if (!load) throw new Error(`No translation table for ${lng}/${ns}`);
  return (await load()).default;
}
