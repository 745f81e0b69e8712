import * as ts from 'typescript';

/** Where a new route goes in an app's route table. */
export type RouteGuard = 'auth' | 'none';

/** What {@link addLazyRoute} adds to an app's `routes.tsx`. */
export interface LazyRouteEntry {
  /** Package of the feature lib, e.g. `@kk/shop-feature-orders`. */
  importPath: string;
  /** Name of the lazy-import constant to use or create, e.g. `orders`. */
  loaderName: string;
  /** Exported page component, e.g. `OrdersPage`. */
  component: string;
  /** Route path, relative to the frame route (`orders`, `school/:school_id/classes`). */
  path: string;
  /** `auth`: inside the `<RequireAuth />` route; `none`: directly in the frame route. */
  guard: RouteGuard;
  /**
   * The page's translation namespace: a new loader fetches it beside the chunk
   * (`withTranslations(import('<lib>'), ['<namespace>'])`) when the file's loaders do so (the shop's).
   */
  namespace?: string;
}

/** What {@link addLazyRoute} did. */
export interface RouteEdit {
  /** The new text of the file (unchanged when `added` is false). */
  content: string;
  /** False when the page already had a route (a second run). */
  added: boolean;
}

function parse(content: string) {
  return ts.createSourceFile('routes.tsx', content, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

/** Whether `node` is a dynamic `import(...)` call. */
function isImportCall(node: ts.Node | undefined): node is ts.CallExpression {
  return !!node && ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword;
}

/**
 * The `import('<lib>')` of a loader's body: the body itself, or the chunk of
 * `withTranslations(import('<lib>'), [...])` (the loader fetches the feature's translations beside it).
 */
function importOf(body: ts.ConciseBody): { call: ts.CallExpression; withTranslations: boolean } | undefined {
  if (isImportCall(body)) return { call: body, withTranslations: false };
  if (!ts.isCallExpression(body) || !ts.isIdentifier(body.expression)) return undefined;
  const [chunk] = body.arguments;
  return body.expression.text === 'withTranslations' && isImportCall(chunk)
    ? { call: chunk, withTranslations: true }
    : undefined;
}

/**
 * The loader constants (`() => import('<lib>')`, or `() => withTranslations(import('<lib>'), [...])`):
 * name of the one for `importPath`, the end of the last one, and whether they fetch translations.
 */
function findLoaders(source: ts.SourceFile, importPath: string) {
  let existing: string | undefined;
  let lastEnd = -1;
  let withTranslations = false;
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      const init = decl.initializer;
      const loaded = init && ts.isArrowFunction(init) ? importOf(init.body) : undefined;
      if (!loaded) continue;
      lastEnd = statement.getEnd();
      withTranslations ||= loaded.withTranslations;
      const [arg] = loaded.call.arguments;
      if (arg && ts.isStringLiteral(arg) && arg.text === importPath && ts.isIdentifier(decl.name)) {
        existing = decl.name.text;
      }
    }
  }
  return { existing, lastEnd, withTranslations };
}

/** The array literal of `export const routes = [...]`. */
function findRoutesArray(source: ts.SourceFile): ts.ArrayLiteralExpression {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      if (ts.isIdentifier(decl.name) && decl.name.text === 'routes' && decl.initializer) {
        if (ts.isArrayLiteralExpression(decl.initializer)) return decl.initializer;
      }
    }
  }
  throw new Error('routes.tsx has no `export const routes = [...]` array.');
}

function property(obj: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const p of obj.properties) {
    if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === name) {
      return p.initializer;
    }
  }
  return undefined;
}

function jsxTagName(expr: ts.Expression | undefined): string | undefined {
  if (!expr) return undefined;
  if (ts.isJsxSelfClosingElement(expr)) return expr.tagName.getText();
  if (ts.isJsxElement(expr)) return expr.openingElement.tagName.getText();
  if (ts.isParenthesizedExpression(expr)) return jsxTagName(expr.expression);
  return undefined;
}

function childrenOf(obj: ts.ObjectLiteralExpression): ts.ArrayLiteralExpression | undefined {
  const children = property(obj, 'children');
  return children && ts.isArrayLiteralExpression(children) ? children : undefined;
}

/** The children array of the first route object (depth first) whose element is `<RequireAuth />`. */
function findGuardChildren(array: ts.ArrayLiteralExpression): ts.ArrayLiteralExpression | undefined {
  for (const el of array.elements) {
    if (!ts.isObjectLiteralExpression(el)) continue;
    const children = childrenOf(el);
    if (jsxTagName(property(el, 'element')) === 'RequireAuth' && children) return children;
    const inner = children && findGuardChildren(children);
    if (inner) return inner;
  }
  return undefined;
}

function isCatchAll(el: ts.Expression) {
  if (!ts.isObjectLiteralExpression(el)) return false;
  const p = property(el, 'path');
  return !!p && ts.isStringLiteral(p) && p.text === '*';
}

/**
 * Adds a lazily loaded page route to an app's `routes.tsx` (the shop's and the learning app's
 * shape): `{ path, element: lazyPage(() => loader().then((m) => m.Page)) }`, inside the
 * `<RequireAuth />` route (`guard: 'auth'`) or in the frame route before its `*` catch-all
 * (`guard: 'none'`), and the `const loader = () => import('<lib>')` when the file has none for
 * that lib (`() => withTranslations(import('<lib>'), ['<namespace>'])` when its loaders have that form). Edits the text at positions found in the syntax tree, so the rest of the file is
 * kept as written. A file that already routes to the component is returned unchanged.
 */
export function addLazyRoute(content: string, entry: LazyRouteEntry): RouteEdit {
  const pageRef = new RegExp(`\\bm\\.${entry.component}\\b`);
  if (pageRef.test(content)) return { content, added: false };

  const source = parse(content);
  const { existing, lastEnd, withTranslations } = findLoaders(source, entry.importPath);
  const loader = existing ?? entry.loaderName;

  const routes = findRoutesArray(source);
  let target: ts.ArrayLiteralExpression | undefined;
  if (entry.guard === 'auth') {
    target = findGuardChildren(routes);
    if (!target) throw new Error('routes.tsx has no `<RequireAuth />` route with children; use --guard=none.');
  } else {
    const frame = routes.elements.find(ts.isObjectLiteralExpression);
    target = frame && childrenOf(frame);
    if (!target) throw new Error('routes.tsx has no frame route with children.');
  }

  const route = `{ path: '${entry.path}', element: lazyPage(() => ${loader}().then((m) => m.${entry.component})) },`;
  const catchAll = target.elements.find(isCatchAll);
  const edits: { at: number; text: string }[] = [];
  if (catchAll) {
    // Before the catch-all, and before the comment that explains it.
    edits.push({ at: catchAll.getFullStart(), text: `\n${route}` });
  } else {
    const last = target.elements[target.elements.length - 1];
    if (last) {
      // Right after the last element: its own comma (if any) then follows the new one.
      edits.push({ at: last.getEnd(), text: `,\n${route.slice(0, -1)}` });
    } else {
      edits.push({ at: target.getStart() + 1, text: `\n${route}\n` });
    }
  }
  if (!existing) {
    const chunk = `import('${entry.importPath}')`;
    const declaration =
      withTranslations && entry.namespace
        ? `const ${loader} = () => withTranslations(${chunk}, ['${entry.namespace}']);`
        : `const ${loader} = () => ${chunk};`;
    if (lastEnd >= 0) edits.push({ at: lastEnd, text: `\n${declaration}` });
    else {
      const lastImport = [...source.statements].reverse().find(ts.isImportDeclaration);
      edits.push({ at: lastImport ? lastImport.getEnd() : 0, text: `\n\n${declaration}\n` });
    }
  }

  let next = content;
  for (const edit of edits.sort((a, b) => b.at - a.at)) {
    next = next.slice(0, edit.at) + edit.text + next.slice(edit.at);
  }
  return { content: next, added: true };
}
