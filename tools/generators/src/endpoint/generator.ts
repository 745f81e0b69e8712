import { formatFiles, logger, names, type GeneratorCallback, type Tree } from '@nx/devkit';
import * as ts from 'typescript';
import {
  addImport,
  addNamedImport,
  appendToInterface,
  appendToList,
  constInitializer,
  findNode,
  parseTs,
} from '../utils/ast';
import { API_CLIENTS_LIB } from '../utils/endpoints';
import { addLine } from '../utils/workspace';
import type { EndpointGeneratorSchema } from './schema';

const API_CALLS = 'libs/shared/api-clients/src/catalogue/api-calls.json';
const DOMAIN_LIB = 'libs/shared/domain/src/lib';
const MOCKS_LIB = 'libs/shared/api-mocks/src/lib';

/** Per backend: its API object, default auth, the demo account of tests, the state type and file of the fake backend. */
const BACKENDS = {
  shop: { api: 'shopApi', auth: 'token', demo: 'client', state: 'ShopState', stateFile: 'shop/types.ts' },
  learning: {
    api: 'learningApi',
    auth: 'bearer',
    demo: 'eleve',
    state: 'LearningState',
    stateFile: 'learning/state.ts',
  },
  school: { api: 'schoolApi', auth: 'bearer', demo: 'ecole', state: 'SchoolState', stateFile: 'school/state.ts' },
} as const;
type Backend = keyof typeof BACKENDS;

interface ApiCall {
  id: number;
  api: Backend;
  method: string;
  path: string;
  auth: 'none' | 'token' | 'bearer';
  note?: string;
}

/** What the endpoint generator wrote and edited. */
export interface EndpointResult {
  files: string[];
  edited: string[];
  todo: string[];
}

const VERBS = /^(get|list|fetch|load|create|add|save|update|edit|delete|remove|set|change|toggle|store)(?=[A-Z])/;

/** Everything the writers need, from the options and the call of api-calls.json. */
export function normalizeOptions(tree: Tree, options: EndpointGeneratorSchema) {
  const [backend, domain] = options.file.split('/') as [Backend, string];
  if (!(backend in BACKENDS))
    throw new Error(`--file must start with shop/, learning/ or school/ (got ${options.file}).`);
  const calls = (JSON.parse(tree.read(API_CALLS, 'utf-8') ?? '{"calls":[]}') as { calls: ApiCall[] }).calls;
  const call = calls.find((c) => c.id === Number(options.call));
  if (!call && !options.path) throw new Error(`No call ${options.call} in ${API_CALLS}: pass --path and --method.`);
  if (call && call.api !== backend) {
    throw new Error(`Call ${options.call} is a ${call.api} call; --file=${options.file} is ${backend}.`);
  }
  const method = (options.method ?? call?.method ?? 'GET').toUpperCase();
  const specPath = options.path ?? call?.path ?? '';
  const kind = options.kind ?? (method === 'GET' ? 'query' : 'mutation');
  const entity = names(options.entity ?? (options.name.replace(VERBS, '') || options.name)).propertyName;
  const params = [...specPath.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).filter((p) => p !== 'product');
  // The client's path: shop paths are relative to /{product}/api/; the others to the host.
  const clientPath = backend === 'shop' ? specPath.replace(/^\/\{product\}\/api\//, '') : specPath;
  const hook = `use${names(options.name).className}${kind === 'query' ? 'Query' : 'Mutation'}`;
  return {
    backend,
    ...BACKENDS[backend],
    auth: call?.auth ?? BACKENDS[backend].auth,
    domain,
    callId: Number(options.call),
    note: call?.note,
    method,
    specPath,
    clientPath,
    params,
    kind,
    hook,
    name: options.name,
    Name: names(options.name).className,
    kebab: names(options.name).fileName,
    entity,
    Entity: names(entity).className,
    entityFile: names(entity).fileName,
    collection: `${entity}Rows`,
    apiFile: `${API_CLIENTS_LIB}/${options.file}.api.ts`,
    apiConst: `${names(domain).propertyName}Api`,
  };
}
type Options = ReturnType<typeof normalizeOptions>;

/** `/tasks/{task_id}/` → `` `/tasks/${task_id}/` `` (or a plain string without placeholders). */
function urlCode(o: Options) {
  if (o.params.length === 0) return `'${o.clientPath}'`;
  return `\`${o.clientPath.replace(/\{(\w+)\}/g, (_, p: string) => `\${${p}}`)}\``;
}

/** msw path of the call: `shopPath('x_api')`, `hostPath('tasks/:task_id/')`. */
function mockPath(o: Options) {
  const p = o.clientPath.replace(/\{(\w+)\}/g, ':$1').replace(/^\/+/, '');
  return o.backend === 'shop' ? `shopPath('${p}')` : `hostPath('${p}')`;
}

const title = (o: Options) => `${o.method} ${o.specPath} (call ${o.callId})`;

function domainFile(o: Options) {
  const payload =
    o.kind === 'mutation'
      ? `
/** Payload of ${title(o)}. Write the fields the call sends. */
export const ${o.name}PayloadSchema = z.object({ name: z.string().check(z.minLength(1)) });
/** Payload of ${o.specPath}. */
export type ${o.Name}Payload = z.output<typeof ${o.name}PayloadSchema>;
`
      : '';
  const response =
    o.kind === 'query'
      ? `/** ${title(o)}. Envelope: \`{ ${o.entity}s }\`. */
export const ${o.name}ResponseSchema = z.object({ ${o.entity}s: z.array(${o.entity}Schema) });
/** Response of ${o.specPath}. */
export type ${o.Name}Response = z.output<typeof ${o.name}ResponseSchema>;`
      : `/** ${title(o)}: the ${o.entity} saved. */
export const ${o.name}ResponseSchema = ${o.entity}Schema;`;
  return `import * as z from 'zod/mini';

/**
 * ${o.Entity}, as ${title(o)} answers it.${o.note ? `\n * Spec note: ${o.note}.` : ''}
 * Generated with two fields: write the ones the backend sends (the lenient helpers of
 * common/schema-helpers.ts where it is loose).
 */
export const ${o.entity}Schema = z.object({
  id: z.number(),
  name: z.string(),
});
/** ${o.Entity}. */
export type ${o.Entity} = z.output<typeof ${o.entity}Schema>;

${response}
${payload}`;
}

function argType(o: Options) {
  const params = o.params.map((p) => `${p}: number | string`);
  if (o.kind === 'mutation') return params.length ? `${o.Name}Payload & { ${params.join('; ')} }` : `${o.Name}Payload`;
  return params.length ? `{ ${params.join('; ')} }` : 'void';
}

function endpointCode(o: Options) {
  const extra: string[] = [];
  if (o.backend === 'school') extra.push('extraOptions: schoolExtra,');
  else if (o.auth === 'none') extra.push("extraOptions: { auth: 'none' },");
  const args = o.params.length ? `{ ${o.params.join(', ')} }` : '';
  if (o.kind === 'query') {
    return `    /** ${title(o)}: the ${o.entity}s. */
    ${o.name}: build.query<${o.Entity}[], ${argType(o)}>({
      query: (${args}) => ${urlCode(o)},${extra.map((e) => `\n      ${e}`).join('')}
      rawResponseSchema: domainSchema('${o.backend}', '${o.name}ResponseSchema'),
      transformResponse: (response: ${o.Name}Response) => response.${o.entity}s,
    })`;
  }
  const body = o.params.length ? `{ ${o.params.join(', ')}, ...body }` : 'body';
  return `    /** ${title(o)}: answers the ${o.entity} saved. */
    ${o.name}: build.mutation<${o.Entity}, ${argType(o)}>({
      query: (${body}) => ({ url: ${urlCode(o)}, method: '${o.method}', body }),${extra.map((e) => `\n      ${e}`).join('')}
      responseSchema: domainSchema('${o.backend}', '${o.name}ResponseSchema'),
    })`;
}

function newApiFile(o: Options) {
  const backendImport =
    o.backend === 'school'
      ? `import { schoolApi, schoolExtra } from './school-api';`
      : `import { ${o.api} } from './${o.backend}-api';`;
  return `import { domainSchema } from '../core/schema';
${backendImport}

/** ${names(o.domain).className} (call ${o.callId}). */
export const ${o.apiConst} = ${o.api}.injectEndpoints({
  endpoints: (build) => ({
  }),
});

/** Hooks of the ${o.domain} endpoints. */
export const {} = ${o.apiConst};
`;
}

/** Adds the endpoint and its hook to the api file (created when missing). */
function addEndpoint(tree: Tree, o: Options, edited: string[], files: string[]) {
  const isNew = !tree.exists(o.apiFile);
  let content = isNew ? newApiFile(o) : (tree.read(o.apiFile, 'utf-8') ?? '');
  let source = parseTs(content);
  if (findNode(source, (n): n is ts.PropertyAssignment => ts.isPropertyAssignment(n) && n.name.getText() === o.name)) {
    throw new Error(`${o.apiFile} already has an endpoint ${o.name}.`);
  }
  const endpoints = findNode(
    source,
    (n): n is ts.ArrowFunction =>
      ts.isArrowFunction(n) && ts.isPropertyAssignment(n.parent) && n.parent.name.getText() === 'endpoints',
  );
  const body = endpoints && ts.isParenthesizedExpression(endpoints.body) ? endpoints.body.expression : undefined;
  if (!body || !ts.isObjectLiteralExpression(body))
    throw new Error(`${o.apiFile}: no \`endpoints: (build) => ({ … })\`.`);
  content = appendToList(content, body, endpointCode(o));
  source = parseTs(content);
  const hooks = findNode(
    source,
    (n): n is ts.ObjectBindingPattern =>
      ts.isObjectBindingPattern(n) &&
      ts.isVariableDeclaration(n.parent) &&
      n.parent.initializer?.getText() === o.apiConst,
  );
  if (!hooks) throw new Error(`${o.apiFile}: no \`export const { …hooks } = ${o.apiConst};\`.`);
  content = appendToList(content, hooks, o.hook);
  // Types of the endpoint from @kk/domain.
  const types = o.kind === 'query' ? [o.Entity, `${o.Name}Response`] : [o.Entity, `${o.Name}Payload`];
  content = addNamedImport(content, '@kk/domain', types, true);
  tree.write(o.apiFile, content);
  (isNew ? files : edited).push(o.apiFile);
  if (isNew && addLine(tree, `${API_CLIENTS_LIB}/${o.backend}/index.ts`, `export * from './${o.domain}.api';`)) {
    edited.push(`${API_CLIENTS_LIB}/${o.backend}/index.ts`);
  }
}

/** The sample argument of the catalogue (path placeholders as the literal placeholders). */
function catalogueArg(o: Options) {
  const fields = o.params.map((p) => `${p}: '{${p}}'`);
  if (o.kind === 'mutation') fields.push("name: 'Exemple'");
  return fields.length ? `{ ${fields.join(', ')} }` : 'undefined';
}

function addCatalogueArg(tree: Tree, o: Options, edited: string[]) {
  const file = `${API_CLIENTS_LIB}/${o.backend}/catalogue-args.ts`;
  if (!tree.exists(file)) throw new Error(`No ${file}.`);
  let content = tree.read(file, 'utf-8') ?? '';
  let source = parseTs(content);
  const record = constInitializer(source, `${o.backend}CatalogueArgs`);
  if (!record || !ts.isObjectLiteralExpression(record))
    throw new Error(`${file}: no ${o.backend}CatalogueArgs object.`);
  content = appendToList(content, record, `  ${o.name}: ${catalogueArg(o)}`);
  // A new api file: its endpoint names join the record's key type.
  if (!content.includes(`typeof ${o.apiConst}.endpoints`)) {
    source = parseTs(content);
    const alias = source.statements.find(ts.isTypeAliasDeclaration);
    if (alias && ts.isUnionTypeNode(alias.type)) {
      const at = alias.type.getEnd();
      content = `${content.slice(0, at)}\n  | keyof typeof ${o.apiConst}.endpoints${content.slice(at)}`;
    }
    content = addNamedImport(content, `./${o.domain}.api`, [o.apiConst], true);
  }
  tree.write(file, content);
  edited.push(file);
}

function handlerFile(o: Options) {
  const user = o.auth === 'none' ? '' : `    requireUser(request, '${o.backend === 'shop' ? 'token' : 'bearer'}');\n`;
  const state = `getDb().${o.backend}`;
  const rows = `(${state}.${o.collection} ??= seed${o.Entity}Rows())`;
  const verb = o.method.toLowerCase() === 'get' ? 'get' : 'post';
  const answer =
    o.kind === 'query'
      ? `    return HttpResponse.json({ ${o.entity}s: ${rows} });`
      : `    const payload = validate(${o.name}PayloadSchema, await readJson(request));
    const rows = ${rows};
    const row = { id: nextId('${o.collection}', rows), name: payload.name };
    rows.push(row);
    return HttpResponse.json(row, { status: 201 });`;
  const imports = [
    o.kind === 'mutation'
      ? `import { ${o.name}PayloadSchema, type ${o.Entity} } from '@kk/domain';`
      : `import type { ${o.Entity} } from '@kk/domain';`,
    `import { HttpResponse } from 'msw';`,
    user ? `import { requireUser } from '../core/auth';` : '',
    `import { getDb${o.kind === 'mutation' ? ', nextId' : ''} } from '../core/db';`,
    `import { backend, ${o.backend === 'shop' ? 'shopPath' : 'hostPath'}${o.kind === 'mutation' ? ', readJson, validate' : ''} } from '../core/http';`,
  ].filter(Boolean);
  return `${imports.join('\n')}

/** The rows the fake backend starts with (the demo data of ${o.entity}s): write realistic ones. */
export function seed${o.Entity}Rows(): ${o.Entity}[] {
  return [
    { id: 1, name: 'Exemple 1' },
    { id: 2, name: 'Exemple 2' },
  ];
}

/**
 * ${title(o)}, over \`${state}.${o.collection}\`:
 * seeded on first use, kept with the rest of the store (a reset starts it again).
 */
export const ${o.name}Handlers = [
  // ${o.callId}
  backend.${verb}(${mockPath(o)}, ${o.kind === 'mutation' ? 'async ' : ''}({ request }) => {
${user}${answer}
  }),
];
`;
}

/** The handler file, its place in the backend's list and its collection in the store's state. */
function addHandler(tree: Tree, o: Options, edited: string[], files: string[]) {
  const file = `${MOCKS_LIB}/${o.backend}/${o.kebab}.handlers.ts`;
  tree.write(file, handlerFile(o));
  files.push(file);

  const index = `${MOCKS_LIB}/${o.backend}/index.ts`;
  let content = tree.read(index, 'utf-8') ?? '';
  const list = constInitializer(parseTs(content), `${o.backend}Handlers`);
  if (!list || !ts.isArrayLiteralExpression(list)) throw new Error(`${index}: no ${o.backend}Handlers array.`);
  content = appendToList(content, list, `  ...${o.name}Handlers`);
  content = addImport(content, parseTs(content), `import { ${o.name}Handlers } from './${o.kebab}.handlers';`);
  tree.write(index, content);
  edited.push(index);

  const stateFile = `${MOCKS_LIB}/${o.stateFile}`;
  let state = tree.read(stateFile, 'utf-8') ?? '';
  state = appendToInterface(
    state,
    parseTs(state),
    o.state,
    `  /** ${title(o)}: seeded on first use by its handler (\`seed${o.Entity}Rows\`). */\n  ${o.collection}?: ${o.Entity}[];`,
  );
  state = addNamedImport(state, '@kk/domain', [o.Entity], true);
  tree.write(stateFile, state);
  edited.push(stateFile);
}

function roundTripTest(o: Options) {
  const arg =
    o.kind === 'mutation'
      ? `{ ${o.params.map((p) => `${p}: 1, `).join('')}name: 'Nouveau' }`
      : o.params.length
        ? `{ ${o.params.map((p) => `${p}: 1`).join(', ')} }`
        : 'undefined';
  const expected =
    o.kind === 'query'
      ? `expect(data).toEqual(seed${o.Entity}Rows());`
      : `expect(data).toMatchObject({ name: 'Nouveau' });
    expect(getDb().${o.backend}.${o.collection}).toContainEqual(data);`;
  return `import { ${o.kind === 'mutation' ? 'getDb, ' : ''}seed${o.Entity}Rows } from '@kk/api-mocks/node';
import { createTestStore } from '../../testing/test-store';
import { ${o.apiConst} } from './${o.domain}.api';

describe('${o.name} (call ${o.callId})', () => {
  it('${o.method} ${o.specPath}: the fake backend answers, the answer is parsed', async () => {
    const store = createTestStore({ as: '${o.demo}' });

    const data = await store.dispatch(${o.apiConst}.endpoints.${o.name}.initiate(${arg})).unwrap();

    ${expected}
  });
});
`;
}

/**
 * One backend call in the workspace's pattern (docs/recipes/new-endpoint.md): the domain schema
 * (and types) in `@kk/domain`, the endpoint and its hook in the api-clients file, its sample
 * argument in the endpoint catalogue, a fake-backend handler over an in-memory collection of the
 * store, and a round-trip test (endpoint → fake backend → parsed data).
 */
export async function writeEndpoint(tree: Tree, options: EndpointGeneratorSchema): Promise<EndpointResult> {
  const o = normalizeOptions(tree, options);
  const files: string[] = [];
  const edited: string[] = [];
  const todo: string[] = [];

  const schemaFile = `${DOMAIN_LIB}/${o.backend}/${o.entityFile}.ts`;
  if (new RegExp(`\\b${o.name}: build\\.`).test(tree.read(o.apiFile, 'utf-8') ?? '')) {
    throw new Error(`${o.apiFile} already has an endpoint ${o.name}.`);
  }
  if (tree.exists(schemaFile))
    throw new Error(`${schemaFile} exists: pass another --entity, or add the schema by hand.`);
  addEndpoint(tree, o, edited, files);
  tree.write(schemaFile, domainFile(o));
  files.push(schemaFile);
  if (addLine(tree, `${DOMAIN_LIB}/${o.backend}/index.ts`, `export * from './${o.entityFile}';`)) {
    edited.push(`${DOMAIN_LIB}/${o.backend}/index.ts`);
  }
  addCatalogueArg(tree, o, edited);
  addHandler(tree, o, edited, files);
  const test = `${API_CLIENTS_LIB}/${o.backend}/${o.kebab}.api.test.ts`;
  tree.write(test, roundTripTest(o));
  files.push(test);
  // The fake backend's index exports the seed for the round-trip test.
  const mocksIndex = 'libs/shared/api-mocks/src/index.ts';
  if (tree.exists(mocksIndex)) {
    addLine(tree, mocksIndex, `export { seed${o.Entity}Rows } from './lib/${o.backend}/${o.kebab}.handlers';`);
    edited.push(mocksIndex);
  }

  todo.push(`${schemaFile}: the fields the backend sends (generated: id, name).`);
  todo.push(
    `${MOCKS_LIB}/${o.backend}/${o.kebab}.handlers.ts: realistic seed rows and the call's rules (who may, errors).`,
  );
  if (o.kind === 'query')
    todo.push(`${o.apiFile}: providesTags / invalidatesTags (tag types are central in ${o.backend}-api.ts).`);
  if (o.backend !== 'shop' && o.specPath.includes('{product}')) {
    todo.push(`${o.apiFile}: the path has {product}: build it from getApiConfig().product.`);
  }
  if (o.backend === 'shop')
    todo.push('Shop writes send `{ action, ...fields }`: use actionGet / actionPost (core/actions.ts).');
  if (o.backend === 'shop')
    todo.push('A shop action on a path that already has a handler: dispatch it in that handler instead.');
  if (!options.skipFormat) await formatFiles(tree);
  return { files, edited, todo };
}

/** `nx g @kk/generators:endpoint` ({@link writeEndpoint}); prints what is left to do by hand. */
export async function endpointGenerator(tree: Tree, options: EndpointGeneratorSchema): Promise<GeneratorCallback> {
  const { files, edited, todo } = await writeEndpoint(tree, options);
  return () => {
    logger.info(`${files.length} files written, ${edited.length} edited. Left to do by hand:`);
    for (const line of todo) logger.info(`  - ${line}`);
  };
}

export default endpointGenerator;
