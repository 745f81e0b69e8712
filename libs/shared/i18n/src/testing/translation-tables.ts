import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * Reading the translation tables from disk, for the table tests (node only, never shipped).
 */

/** Root of the workspace (this file is libs/shared/i18n/src/testing/). */
export const WORKSPACE_ROOT = path.resolve(import.meta.dirname, '../../../../..');
/** Folder of the tables: `locales/<lng>/<namespace>.json`. */
export const LOCALES_DIR = path.resolve(import.meta.dirname, '../locales');

/** A table flattened to dotted keys: `{ 'header.cartCount_one': 'Panier, {{count}} article' }`. */
export type FlatTable = Record<string, unknown>;

/** CLDR plural categories, the suffixes i18next appends to plural keys (`key_one`). */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_SUFFIX = new RegExp(`(?:_ordinal)?_(${PLURAL_CATEGORIES.join('|')})$`);
const ORDINAL_SUFFIX = new RegExp(`_ordinal_(${PLURAL_CATEGORIES.join('|')})$`);

/** True for an ordinal plural key (`rank_ordinal_one`: "1er", read with `{ count, ordinal: true }`). */
export function isOrdinalKey(key: string): boolean {
  return ORDINAL_SUFFIX.test(key);
}

/** The key without its plural suffix (`cartCount_one` → `cartCount`, `rank_ordinal_one` → `rank`). */
export function baseKey(key: string): string {
  return key.replace(PLURAL_SUFFIX, '');
}

/** The plural category of a key (`cartCount_few` → `few`), or null for a plain key. */
export function pluralCategory(key: string): string | null {
  return PLURAL_SUFFIX.exec(key)?.[1] ?? null;
}

/** Flattens nested objects to dotted keys; leaves are kept as they are (checked by the tests). */
export function flatten(value: unknown, prefix = ''): FlatTable {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<FlatTable>(
    (acc, [key, child]) => ({ ...acc, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

/** The `{{name}}` / `{{name, format}}` variables of a message. */
export function interpolationVariables(message: string): string[] {
  return [...message.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();
}

/** Language folders present in `locales/`. */
export function languageFolders(): string[] {
  return fs
    .readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/** Namespaces with a table in `lng`. */
export function namespacesOf(lng: string): string[] {
  return fs
    .readdirSync(path.join(LOCALES_DIR, lng))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

/** One table, parsed and flattened. */
export function readTable(lng: string, ns: string): FlatTable {
  return flatten(JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, lng, `${ns}.json`), 'utf8')));
}

/** Every namespace of every language: `tables[lng][ns]`. */
export function readAllTables(): Record<string, Record<string, FlatTable>> {
  return Object.fromEntries(
    languageFolders().map((lng) => [lng, Object.fromEntries(namespacesOf(lng).map((ns) => [ns, readTable(lng, ns)]))]),
  );
}
