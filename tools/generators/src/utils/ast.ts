import * as ts from 'typescript';

/** A TypeScript file parsed with its text positions (for edits that keep the rest as written). */
export function parseTs(content: string, fileName = 'file.ts'): ts.SourceFile {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(fileName, content, ts.ScriptTarget.Latest, true, kind);
}

/** The first node of `source` (depth first) that `match` accepts. */
export function findNode<T extends ts.Node>(source: ts.Node, match: (node: ts.Node) => node is T): T | undefined {
  let found: T | undefined;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (match(node)) found = node;
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The initializer of `const <name> = …` at the top level. */
export function constInitializer(source: ts.SourceFile, name: string): ts.Expression | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      if (ts.isIdentifier(decl.name) && decl.name.text === name) return decl.initializer;
    }
  }
  return undefined;
}

type ListNode = ts.ArrayLiteralExpression | ts.ObjectLiteralExpression | ts.ObjectBindingPattern | ts.NamedImports;

/** Elements of an array / object literal or binding pattern. */
function elementsOf(list: ListNode): ts.NodeArray<ts.Node> {
  return ts.isObjectLiteralExpression(list) ? list.properties : list.elements;
}

/**
 * `content` with `item` added as the last element of `list` (an array or object literal, or an
 * object binding pattern), commas placed right whether or not the list had a trailing comma.
 */
export function appendToList(content: string, list: ListNode, item: string): string {
  const elements = elementsOf(list);
  const last = elements[elements.length - 1];
  if (!last) {
    const at = list.getStart() + 1;
    return `${content.slice(0, at)}\n${item}\n${content.slice(at)}`;
  }
  const at = last.getEnd();
  return `${content.slice(0, at)},\n${item}${content.slice(at)}`;
}

/** `content` with `member` added at the end of the body of `interface <name>`. */
export function appendToInterface(content: string, source: ts.SourceFile, name: string, member: string): string {
  const decl = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name,
  );
  if (!decl) throw new Error(`No interface ${name}.`);
  const at = decl.getEnd() - 1; // before its closing brace
  return `${content.slice(0, at)}${member}\n${content.slice(at)}`;
}

/** `content` with `text` inserted after the last import (or at the top). */
export function addImport(content: string, source: ts.SourceFile, text: string): string {
  if (content.includes(text)) return content;
  const lastImport = [...source.statements].reverse().find(ts.isImportDeclaration);
  const at = lastImport ? lastImport.getEnd() : 0;
  return `${content.slice(0, at)}${at > 0 ? '\n' : ''}${text}${at > 0 ? '' : '\n'}${content.slice(at)}`;
}

/**
 * `content` importing `names` from `module`: added to the file's import of that module when it has
 * one (as `type X` there when `typeOnly` and that import is not itself type-only), else a new import.
 */
export function addNamedImport(content: string, module: string, names: string[], typeOnly = false): string {
  const source = parseTs(content);
  const decl = source.statements.find(
    (s): s is ts.ImportDeclaration =>
      ts.isImportDeclaration(s) &&
      ts.isStringLiteral(s.moduleSpecifier) &&
      s.moduleSpecifier.text === module &&
      !!s.importClause?.namedBindings &&
      ts.isNamedImports(s.importClause.namedBindings),
  );
  if (!decl)
    return addImport(content, source, `import ${typeOnly ? 'type ' : ''}{ ${names.join(', ')} } from '${module}';`);
  const bindings = decl.importClause?.namedBindings as ts.NamedImports;
  const present = new Set(bindings.elements.map((e) => e.name.text));
  const prefix = typeOnly && !decl.importClause?.isTypeOnly ? 'type ' : '';
  const missing = names.filter((n) => !present.has(n)).map((n) => `${prefix}${n}`);
  if (missing.length === 0) return content;
  return appendToList(content, bindings, missing.join(', '));
}
