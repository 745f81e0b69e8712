// @vitest-environment node
import * as fs from 'node:fs';
import * as path from 'node:path';
import { LANGUAGES } from '@kk/domain';
import {
  baseKey,
  interpolationVariables,
  languageFolders,
  namespacesOf,
  pluralCategory,
  isOrdinalKey,
  readAllTables,
  WORKSPACE_ROOT,
  type FlatTable,
} from '../testing/translation-tables';
import { keyIndex, scanSource, scanWorkspace } from '../testing/translation-usage';

const tables = readAllTables();
const namespaces = [...new Set(LANGUAGES.flatMap((lng) => namespacesOf(lng)))].sort();
const allowlist: string[] = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../unused-allowlist.json'), 'utf8'),
);

/** Base keys of a table with, for each, the variables of its message(s) (plural forms merged). */
function variablesByBaseKey(table: FlatTable): Map<string, string[]> {
  const result = new Map<string, Set<string>>();
  for (const [key, value] of Object.entries(table)) {
    const set = result.get(baseKey(key)) ?? new Set<string>();
    if (typeof value === 'string') interpolationVariables(value).forEach((v) => set.add(v));
    result.set(baseKey(key), set);
  }
  return new Map([...result].map(([k, v]) => [k, [...v].sort()]));
}

describe('translation tables: every key in every language', () => {
  it('has exactly one folder per supported language', () => {
    expect(languageFolders()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s has a table for every namespace', (lng) => {
    expect(namespacesOf(lng)).toEqual(namespaces);
  });

  describe.each(namespaces)('namespace %s', (ns) => {
    it.each(LANGUAGES)('%s has the same keys as French', (lng) => {
      const reference = [...variablesByBaseKey(tables.fr[ns]).keys()].sort();
      expect([...variablesByBaseKey(tables[lng][ns]).keys()].sort()).toEqual(reference);
    });

    it.each(LANGUAGES)('%s has a non-empty text for every key', (lng) => {
      const bad = Object.entries(tables[lng][ns]).filter(([, v]) => typeof v !== 'string' || v.trim() === '');
      expect(bad).toEqual([]);
    });

    it.each(LANGUAGES)('%s uses the same interpolation variables as French', (lng) => {
      expect(Object.fromEntries(variablesByBaseKey(tables[lng][ns]))).toEqual(
        Object.fromEntries(variablesByBaseKey(tables.fr[ns])),
      );
    });

    it.each(LANGUAGES)('%s gives every plural key exactly the forms its plural rules need', (lng) => {
      const cardinal: string[] = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
      const ordinal: string[] = new Intl.PluralRules(lng, { type: 'ordinal' }).resolvedOptions().pluralCategories;
      // Ordinal keys (`rank_ordinal_one`) follow the language's ordinal rules ("1er", "2nd", "3rd").
      const forms = new Map<string, string[]>();
      for (const key of Object.keys(tables[lng][ns])) {
        const category = pluralCategory(key);
        const name = isOrdinalKey(key) ? `${baseKey(key)} (ordinal)` : baseKey(key);
        if (category) forms.set(name, [...(forms.get(name) ?? []), category]);
      }
      for (const [key, categories] of forms) {
        const needed = key.endsWith(' (ordinal)') ? ordinal : cardinal;
        // `_zero` is an optional explicit form in any language (i18next looks it up for count 0).
        expect({ key, missing: needed.filter((c) => !categories.includes(c)) }).toEqual({ key, missing: [] });
        expect({ key, extra: categories.filter((c) => c !== 'zero' && !needed.includes(c)) }).toEqual({
          key,
          extra: [],
        });
      }
    });

    it('ar is written in Arabic script, never a copy of another language', () => {
      const notArabic = Object.entries(tables.ar[ns]).filter(([, v]) => !/[\u0600-\u06FF]/.test(String(v)));
      expect(notArabic).toEqual([]);
    });
  });
});

describe('translation keys: used, existing, static', () => {
  const index = keyIndex(tables.fr);
  const usage = scanWorkspace(WORKSPACE_ROOT, index);
  const allKeys = [...index].flatMap(([ns, keys]) => [...keys].map((k) => `${ns}:${k}`)).sort();

  it('every key a source file uses exists, and no key is built at run time', () => {
    expect(usage.problems).toEqual([]);
  });

  it('no key is unused (a key expected to be used soon is listed in src/unused-allowlist.json)', () => {
    const unused = allKeys.filter((k) => !usage.used.has(k) && !allowlist.includes(k));
    expect(unused).toEqual([]);
  });

  it('the allowlist only holds keys that exist and are still unused (remove a key once it is used)', () => {
    expect(allowlist.filter((k) => !allKeys.includes(k))).toEqual([]);
    expect(allowlist.filter((k) => usage.used.has(k))).toEqual([]);
  });

  it('the allowlist is sorted and has no duplicates', () => {
    expect(allowlist).toEqual([...new Set(allowlist)].sort());
  });
});

describe('the key scanner (the convention the usage test relies on)', () => {
  const index = keyIndex({
    shop: { title: 'x', 'cart.count_one': 'x', 'cart.count_other': 'x', 'status.pending': 'x' },
    common: { loading: 'x' },
  });

  it('counts t("key") in the namespace of the file, plural keys through their base', () => {
    const result = scanSource(
      'a.tsx',
      `const { t } = useTranslation('shop'); t('title'); t('cart.count', { count: 2 });`,
      index,
    );
    expect([...result.used].sort()).toEqual(['shop:cart.count', 'shop:title']);
    expect(result.problems).toEqual([]);
  });

  it('counts prefixed keys anywhere, including the values of a key map', () => {
    const result = scanSource(
      'labels.ts',
      `const LABELS: Record<number, TranslationKey> = { 0: 'shop:status.pending' }; t('common:loading');`,
      index,
    );
    expect([...result.used].sort()).toEqual(['common:loading', 'shop:status.pending']);
  });

  it('does not count a key of a namespace the file does not use', () => {
    const result = scanSource('a.tsx', `const { t } = useTranslation('common'); const s = 'title';`, index);
    expect([...result.used]).toEqual([]);
  });

  it('reports a missing key, a prefixed key that does not exist and a key without a namespace', () => {
    const result = scanSource(
      'a.tsx',
      `const { t } = useTranslation('shop'); t('titel'); t('shop:nope');
       function B() { return i18n.t('loading'); }`,
      index,
    );
    expect(result.problems.map((p) => p.message)).toEqual([
      "key 'titel' is missing from namespace(s) shop",
      "key 'shop:nope' is missing from namespace shop",
      "key 'loading' is missing from namespace(s) shop",
    ]);
    expect(scanSource('b.ts', `i18n.t('loading');`, index).problems.map((p) => p.message)).toEqual([
      "key 'loading' has no namespace: write 'ns:loading' or call useTranslation('<ns>') in this file",
    ]);
  });

  it('reports keys built at run time', () => {
    const result = scanSource(
      'a.tsx',
      `const { t } = useTranslation("shop"); t(\`status.\${s}\`); t("status." + s); t(LABELS[s]);`,
      index,
    );
    expect(result.problems).toHaveLength(2);
    expect(result.problems[0]).toEqual({
      where: 'a.tsx:1',
      message: 'translation key built at run time: use a static key or a Record<X, TranslationKey> map',
    });
  });

  it('looks unprefixed keys up in the first namespace of useTranslation([...]) only', () => {
    const result = scanSource('a.tsx', `const { t } = useTranslation(['shop', 'common']); t('loading');`, index);
    expect(result.problems.map((p) => p.message)).toEqual(["key 'loading' is missing from namespace(s) shop"]);
  });

  it('understands <Trans ns i18nKey> and { ns } options', () => {
    const result = scanSource('a.tsx', `<Trans ns="shop" i18nKey="title" />; t('loading', { ns: 'common' });`, index);
    expect([...result.used].sort()).toEqual(['common:loading', 'shop:title']);
    expect(result.problems).toEqual([]);
  });
});
