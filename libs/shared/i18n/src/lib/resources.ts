import type { ResourceKey } from 'i18next';
import type { Language } from '@kk/domain';

/**
 * A set of translation tables: Vite's `import.meta.glob` of `locales/<lng>/<namespace>.json`, one
 * lazy import (its own chunk) per language and namespace, so no table is in the first-load bundle.
 * Each app loads only its own namespaces' map (`tables/shop.ts`, `tables/learning.ts`): the map
 * itself ships in the first load. Adding a namespace is dropping `<namespace>.json` into the three
 * language folders (and, for an app's namespace, naming it with the app's prefix).
 */
export type TranslationTables = Record<string, () => Promise<{ default: ResourceKey }>>;

const TABLE_PATH = /\/locales\/([^/]+)\/([^/]+)\.json$/;

/** Every namespace that has a table in `tables` (in any language), sorted. */
export function namespacesOf(tables: TranslationTables): string[] {
  return [
    ...new Set(
      Object.keys(tables).flatMap((path) => {
        const match = TABLE_PATH.exec(path);
        return match ? [match[2]] : [];
      }),
    ),
  ].sort();
}

/** The namespace `t()` uses when none is named: the app frame's texts. */
export const DEFAULT_NAMESPACE = 'common' as const;

/**
 * Namespaces loaded at start, before anything renders: the app frame and the messages every form
 * and screen may show, so `t('errors:...')` or `t('validation:...')` never meets an unloaded table.
 * Feature namespaces load on first use.
 */
export const PRELOADED_NAMESPACES = [DEFAULT_NAMESPACE, 'validation', 'errors'] as const;

/** Loads one table of `tables`; rejects when the language has no table for that namespace. */
export async function loadTable(tables: TranslationTables, lng: Language | string, ns: string): Promise<ResourceKey> {
  const load = Object.entries(tables).find(([path]) => path.endsWith(`/locales/${lng}/${ns}.json`))?.[1];
  if (!load) throw new Error(`No translation table for ${lng}/${ns}`);
  return (await load()).default;
}
