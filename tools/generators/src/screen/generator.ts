import * as path from 'node:path';
import { formatFiles, generateFiles, logger, names, type GeneratorCallback, type Tree } from '@nx/devkit';
import { findEndpoint, type EndpointInfo } from '../utils/endpoints';
import { addLazyRoute } from '../utils/routes';
import { addLine, addReadmeRow, addTranslations, packageNameOf, readProject, scopeOf } from '../utils/workspace';
import type { ScreenGeneratorSchema } from './schema';

/** Demo account each app's stories and tests sign in as. */
const DEMO_USER: Record<string, string> = { shop: 'client', learning: 'eleve' };

/** What the screen generator wrote and edited, for its caller (tests, the log). */
export interface ScreenResult {
  /** Files written from the templates. */
  files: string[];
  /** Files edited in place. */
  edited: string[];
  /** What is left to do by hand. */
  todo: string[];
}

/** Words of a kebab name, first letter capitalised: `school-classes` → `School classes`. */
function words(kebab: string) {
  const text = kebab.replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Everything the templates and the edits need, from the options. */
export function normalizeOptions(tree: Tree, options: ScreenGeneratorSchema) {
  const project = readProject(tree, options.project);
  const scope = scopeOf(project.root);
  const app = options.app ?? (scope === 'shop' || scope === 'learning' ? scope : undefined);
  if (!app) throw new Error(`Cannot tell the app of ${project.name}: pass --app=shop or --app=learning.`);
  const area = path.basename(project.root).replace(/^feature-/, '');
  const namespace = options.namespace ?? `${scope}-${area}`;
  const n = names(options.name);
  const route = options.route.replace(/^\/+/, '');
  const endpoint: EndpointInfo | undefined = options.call ? findEndpoint(tree, options.call) : undefined;
  return {
    project,
    importPath: packageNameOf(tree, project),
    scope,
    app,
    area,
    namespace,
    route,
    /** The route with a sample value (1) for each parameter, where tests and stories open the page. */
    samplePath: `/${route.replace(/:[^/]+/g, '1')}`,
    guard: options.guard ?? 'auth',
    title: options.title ?? words(n.fileName),
    fileName: n.fileName,
    className: n.className,
    propertyName: n.propertyName,
    call: options.call ?? '',
    endpoint,
    demoUser: DEMO_USER[app],
    storyTitle: `${words(app)}/${names(area).className}/${n.className}Page`,
    dir: `${project.root}/src/lib/${n.fileName}`,
  };
}

/**
 * One screen in the workspace's pattern (docs/recipes/new-screen.md).
 * Writes the page, its view-model hook and their tests, styles, story and index in
 * `<lib>/src/lib/<name>/`, exports the page from the lib, routes it in the app (lazily, through
 * the lib's loader), adds the `<name>.title|loadError|empty` keys in fr/ar/en and a row in the
 * lib README's "Public API" table. Refuses to run twice for the same screen.
 */
export async function writeScreen(tree: Tree, options: ScreenGeneratorSchema): Promise<ScreenResult> {
  const o = normalizeOptions(tree, options);
  if (tree.exists(o.dir)) {
    throw new Error(`${o.dir} already exists: the screen "${o.fileName}" was generated before.`);
  }
  const todo: string[] = [];
  const edited: string[] = [];
  if (o.call && !o.endpoint) {
    todo.push(
      `${o.dir}: the stories and tests override hostPath('TODO-path-of-the-call'): no endpoint found for ${o.call} in api-clients.`,
    );
  }

  const before = new Set(tree.listChanges().map((c) => c.path));
  generateFiles(tree, path.join(__dirname, 'files'), `${o.project.root}/src/lib`, {
    ...o,
    mockPath: o.endpoint?.mockPath ?? `hostPath('TODO-path-of-the-call')`,
    mockHelper: o.endpoint?.mockPath.startsWith('shopPath') ? 'shopPath' : 'hostPath',
    emptyBody: o.endpoint?.envelope ? `{ ${o.endpoint.envelope}: [] }` : '[]',
    tmpl: '',
  });
  const files = tree
    .listChanges()
    .map((c) => c.path)
    .filter((p) => !before.has(p));

  // The lib's public API.
  const index = `${o.project.root}/src/index.ts`;
  if (addLine(tree, index, `export { ${o.className}Page } from './lib/${o.fileName}';`)) edited.push(index);

  // The route.
  const routesFile = `apps/${o.app}/src/app/routes.tsx`;
  if (tree.exists(routesFile)) {
    const edit = addLazyRoute(tree.read(routesFile, 'utf-8') ?? '', {
      importPath: o.importPath,
      loaderName: names(o.area).propertyName,
      component: `${o.className}Page`,
      path: o.route,
      guard: o.guard,
      namespace: o.namespace,
    });
    if (edit.added) {
      tree.write(routesFile, edit.content);
      edited.push(routesFile);
    }
  } else todo.push(`No ${routesFile}: route ${o.className}Page by hand.`);

  // The texts: French is the reference; Arabic and English titles are marked for translation.
  const added = addTranslations(tree, o.namespace, o.propertyName, {
    fr: { title: o.title, loadError: "Cette page n'a pas pu être chargée.", empty: 'Rien à afficher pour le moment.' },
    ar: { title: `[ترجمة] ${o.title}`, loadError: 'تعذر تحميل هذه الصفحة.', empty: 'لا شيء لعرضه حاليا.' },
    en: { title: `[translate] ${o.title}`, loadError: 'This page could not be loaded.', empty: 'Nothing to show yet.' },
  });
  if (added.length > 0) {
    for (const lng of ['fr', 'ar', 'en']) edited.push(`libs/shared/i18n/src/locales/${lng}/${o.namespace}.json`);
  }
  todo.push(`Translate ${o.namespace}:${o.propertyName}.title in ar and en (marked [ترجمة] / [translate]).`);

  // The README row.
  const readme = `${o.project.root}/README.md`;
  if (
    addReadmeRow(tree, readme, `${o.className}Page`, [
      `\`/${o.route}\``,
      `${o.title}${o.call ? ` (\`${o.call}\`)` : ''}`,
    ])
  ) {
    edited.push(readme);
  } else todo.push(`${readme}: describe ${o.className}Page (no "| export |" table found, or it is already there).`);

  todo.push(
    `${o.dir}/use-${o.fileName}.ts: what the page needs from the data (the generated toItems: one label per row).`,
  );
  todo.push(
    `${o.dir}/${o.fileName}-page.tsx and .styles.ts: the screen's content; its tests and stories if that changes what they check.`,
  );
  if (!options.skipFormat) await formatFiles(tree);
  return { files, edited, todo };
}

/** `nx g @kk/generators:screen` ({@link writeScreen}); prints what is left to do by hand once the files are written. */
export async function screenGenerator(tree: Tree, options: ScreenGeneratorSchema): Promise<GeneratorCallback> {
  const { files, edited, todo } = await writeScreen(tree, options);
  return () => {
    logger.info(`${files.length} files written, ${edited.length} edited. Left to do by hand:`);
    for (const line of todo) logger.info(`  - ${line}`);
  };
}

export default screenGenerator;
