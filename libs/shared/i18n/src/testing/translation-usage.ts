import * as fs from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import { baseKey } from './translation-tables';

/**
 * Finds which translation keys the source code uses, following the key convention of the README:
 *
 * 1. `t('key')` (or `<Trans i18nKey="key">`) in a file that names its namespaces literally:
 *    `useTranslation('ns')`, `useTranslation(['ns', 'other'])`, `{ ns: 'ns' }`, `<Trans ns="ns">`.
 *    An unprefixed key resolves in the first namespace of the file's `useTranslation` calls.
 * 2. `'ns:key'` anywhere: a call argument, or a value of a map typed `Record<X, TranslationKey>`.
 * 3. A plural key is used through its base (`t('items', { count })` uses `items_one`, ...).
 *
 * Any string literal that spells an existing key of the file's namespaces counts as a use (so a
 * key passed through a variable still counts); the *checks* are stricter: every literal first
 * argument of `t()` must exist, every `'ns:key'` literal of a known namespace must exist, and no
 * key may be built at run time (template literal or `+` as the first argument of `t()`).
 */

/** Base keys per namespace: `keys.get('common')` has `header.cartCount`, `loading`, ... */
export type KeyIndex = Map<string, Set<string>>;

/** A broken use of the convention, with where it is. */
export interface UsageProblem {
  /** `path:line`. */
  where: string;
  /** What is wrong. */
  message: string;
}

/** What {@link scanSource} found in one file. */
export interface FileUsage {
  /** Used keys, as `ns:baseKey`. */
  used: Set<string>;
  /** Convention breaks and missing keys. */
  problems: UsageProblem[];
}

/** Builds the index of base keys from flattened tables of the reference language. */
export function keyIndex(tables: Record<string, Record<string, unknown>>): KeyIndex {
  return new Map(Object.entries(tables).map(([ns, table]) => [ns, new Set(Object.keys(table).map(baseKey))]));
}

function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  return null;
}

function isTCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 't';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 't';
}

function isUseTranslationCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  return ts.isIdentifier(callee) && callee.text === 'useTranslation';
}

/**
 * Namespaces named in the file. An unprefixed `t('key')` is looked up in `lookup`: the first
 * namespace of each `useTranslation` call and those given as `ns` options or props. `all` adds
 * the other namespaces of `useTranslation([...])` calls (reached with an `ns:` prefix).
 */
function declaredNamespaces(sourceFile: ts.SourceFile): { lookup: string[]; all: string[] } {
  const lookup: string[] = [];
  const others: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && isUseTranslationCall(node)) {
      const arg = node.arguments[0];
      const names = !arg
        ? ['common']
        : ts.isArrayLiteralExpression(arg)
          ? arg.elements.map((e) => literalText(e)).filter((n): n is string => n !== null)
          : [literalText(arg)].filter((n): n is string => n !== null);
      if (names.length > 0) lookup.push(names[0]);
      others.push(...names.slice(1));
    }
    if (
      (ts.isPropertyAssignment(node) || ts.isJsxAttribute(node)) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'ns'
    ) {
      const value = literalText(node.initializer);
      if (value !== null) lookup.push(value);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return { lookup: [...new Set(lookup)], all: [...new Set([...lookup, ...others])] };
}

/** `ns:key` → `[ns, key]` when the namespace is known, else null. */
function splitPrefixed(text: string, index: KeyIndex): [string, string] | null {
  const colon = text.indexOf(':');
  if (colon <= 0) return null;
  const ns = text.slice(0, colon);
  return index.has(ns) ? [ns, text.slice(colon + 1)] : null;
}

/** Scans one source text. */
export function scanSource(fileName: string, text: string, index: KeyIndex): FileUsage {
  const sourceFile = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const { lookup, all } = declaredNamespaces(sourceFile);
  const used = new Set<string>();
  const problems: UsageProblem[] = [];
  const where = (node: ts.Node) =>
    `${fileName}:${sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1}`;
  const has = (ns: string, key: string) => index.get(ns)?.has(baseKey(key)) ?? false;

  /** Checks a literal that must be a key (first argument of t(), i18nKey). */
  const requireKey = (node: ts.Node, key: string) => {
    const prefixed = splitPrefixed(key, index);
    if (prefixed) return; // checked with every prefixed literal below
    if (lookup.length === 0) {
      problems.push({
        where: where(node),
        message: `key '${key}' has no namespace: write 'ns:${key}' or call useTranslation('<ns>') in this file`,
      });
    } else if (!lookup.some((ns) => has(ns, key))) {
      problems.push({ where: where(node), message: `key '${key}' is missing from namespace(s) ${lookup.join(', ')}` });
    }
  };

  const visit = (node: ts.Node): void => {
    const text = literalText(node);
    if (text !== null && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) {
      const prefixed = splitPrefixed(text, index);
      if (prefixed) {
        const [ns, key] = prefixed;
        if (has(ns, key)) used.add(`${ns}:${baseKey(key)}`);
        else problems.push({ where: where(node), message: `key '${text}' is missing from namespace ${ns}` });
      } else {
        for (const ns of all) if (has(ns, text)) used.add(`${ns}:${baseKey(text)}`);
      }
    }
    if (ts.isCallExpression(node) && isTCall(node)) {
      const first = node.arguments[0];
      if (first && (ts.isTemplateExpression(first) || ts.isBinaryExpression(first))) {
        problems.push({
          where: where(node),
          message: 'translation key built at run time: use a static key or a Record<X, TranslationKey> map',
        });
      }
      const key = literalText(first);
      if (key !== null) requireKey(first, key);
    }
    if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && node.name.text === 'i18nKey') {
      const key = literalText(node.initializer);
      if (key !== null && node.initializer) requireKey(node.initializer, key);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return { used, problems };
}

const SOURCE_FILE = /\.(ts|tsx|mts)$/;
const EXCLUDED_FILE = /(\.(test|spec|stories)\.(ts|tsx|mts)|\.d\.ts|\/test-setup\.ts)$/;
const EXCLUDED_DIR = new Set([
  'node_modules',
  'dist',
  'out-tsc',
  'locales',
  'testing',
  'test-output',
  '__screenshots__',
]);

function walk(dir: string, out: string[]): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!EXCLUDED_DIR.has(entry.name)) walk(full, out);
    } else if (SOURCE_FILE.test(entry.name) && !EXCLUDED_FILE.test(full)) {
      out.push(full);
    }
  }
  return out;
}

/**
 * The shipped source files of every app and lib (`apps/<app>/src`, `libs/<scope>/<lib>/src`),
 * without tests, stories, `src/testing/**`, test setup and the tables themselves.
 */
export function shippedSourceFiles(workspaceRoot: string): string[] {
  const roots = [
    ...listDirs(path.join(workspaceRoot, 'apps')).map((app) => path.join(app, 'src')),
    ...listDirs(path.join(workspaceRoot, 'libs')).flatMap((scope) =>
      listDirs(scope).map((lib) => path.join(lib, 'src')),
    ),
  ];
  return roots.flatMap((root) => walk(root, [])).sort();
}

function listDirs(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(dir, d.name));
}

/** Scans every shipped source file of the workspace. */
export function scanWorkspace(workspaceRoot: string, index: KeyIndex): FileUsage {
  const used = new Set<string>();
  const problems: UsageProblem[] = [];
  for (const file of shippedSourceFiles(workspaceRoot)) {
    const result = scanSource(path.relative(workspaceRoot, file), fs.readFileSync(file, 'utf8'), index);
    result.used.forEach((k) => used.add(k));
    problems.push(...result.problems);
  }
  return { used, problems };
}
