import { readProjectConfiguration, type ProjectConfiguration, type Tree } from '@nx/devkit';

/** The three languages of every translation table (French is the reference). */
export const LANGUAGES = ['fr', 'ar', 'en'] as const;
/** One of {@link LANGUAGES}. */
export type Language = (typeof LANGUAGES)[number];

/** Folder of the translation tables, one folder per language, one JSON file per namespace. */
export const LOCALES_DIR = 'libs/shared/i18n/src/locales';

/** A project by its Nx name, with or without the `@kk/` scope (`shop-feature-orders`). */
export function readProject(tree: Tree, name: string): ProjectConfiguration & { name: string } {
  const candidates = name.startsWith('@') ? [name] : [`@kk/${name}`, name];
  for (const candidate of candidates) {
    try {
      return { ...readProjectConfiguration(tree, candidate), name: candidate };
    } catch {
      // try the next spelling
    }
  }
  throw new Error(`No project "${name}" in the workspace (nx show projects lists them).`);
}

/** Package name of a project (what other projects import), from its package.json. */
export function packageNameOf(tree: Tree, project: ProjectConfiguration & { name: string }): string {
  const file = `${project.root}/package.json`;
  if (!tree.exists(file)) return project.name;
  const json = JSON.parse(tree.read(file, 'utf-8') ?? '{}') as { name?: string };
  return json.name ?? project.name;
}

/** `shop` / `learning` / `shared` from `libs/<scope>/<lib>`. */
export function scopeOf(root: string): string {
  const [, scope] = root.split('/');
  return scope;
}

/**
 * Adds keys to a namespace's table in every language, keeping the keys already there (a key that
 * exists keeps its text). The namespace's files are created when missing. Returns the keys added.
 */
export function addTranslations(
  tree: Tree,
  namespace: string,
  group: string,
  texts: Record<Language, Record<string, string>>,
): string[] {
  const added: string[] = [];
  for (const lng of LANGUAGES) {
    const file = `${LOCALES_DIR}/${lng}/${namespace}.json`;
    const table = tree.exists(file)
      ? (JSON.parse(tree.read(file, 'utf-8') ?? '{}') as Record<string, unknown>)
      : ({} as Record<string, unknown>);
    const current = (typeof table[group] === 'object' && table[group] !== null ? table[group] : {}) as Record<
      string,
      unknown
    >;
    const next = { ...current };
    for (const [key, text] of Object.entries(texts[lng])) {
      if (next[key] === undefined) {
        next[key] = text;
        if (lng === 'fr') added.push(`${group}.${key}`);
      }
    }
    table[group] = next;
    tree.write(file, `${JSON.stringify(table, null, 2)}\n`);
  }
  return added;
}

/** Adds `line` to a TypeScript file unless it is already there. Returns whether it was added. */
export function addLine(tree: Tree, file: string, line: string): boolean {
  const content = tree.exists(file) ? (tree.read(file, 'utf-8') ?? '') : '';
  if (content.split('\n').some((l) => l.trim() === line.trim())) return false;
  const base = content === '' || content.endsWith('\n') ? content : `${content}\n`;
  tree.write(file, `${base}${line}\n`);
  return true;
}

/**
 * Appends a row to the first Markdown table of `file` whose header row starts with `| export`
 * (the feature READMEs' "Public API" table). Returns false when the file has no such table or
 * already names the export in it.
 */
export function addReadmeRow(tree: Tree, file: string, exportName: string, cells: string[]): boolean {
  if (!tree.exists(file)) return false;
  const lines = (tree.read(file, 'utf-8') ?? '').split('\n');
  const header = lines.findIndex((l) => /^\|\s*export\s*\|/.test(l));
  if (header < 0) return false;
  let end = header + 1;
  while (end < lines.length && lines[end].startsWith('|')) end++;
  if (lines.slice(header, end).some((l) => l.includes(`\`${exportName}\``))) return false;
  lines.splice(end, 0, `| ${[`\`${exportName}\``, ...cells].join(' | ')} |`);
  tree.write(file, lines.join('\n'));
  return true;
}
