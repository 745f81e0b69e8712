import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace as emptyWorkspace } from '@nx/devkit/testing';

/** An empty workspace formatted as this one is: Prettier with its config (no oxfmt config). */
function createTreeWithEmptyWorkspace(): Tree {
  const tree = emptyWorkspace();
  for (const file of tree.children('')) if (file.startsWith('.oxfmt')) tree.delete(file);
  tree.write('.prettierrc', readFileSync(path.join(WORKSPACE, '.prettierrc'), 'utf-8'));
  return tree;
}
import { writeEndpoint } from './generator';

const WORKSPACE = path.resolve(__dirname, '../../../..');

/** The files the generator reads and edits, as they are in the workspace. */
const WORKSPACE_FILES = [
  'libs/shared/api-clients/src/catalogue/api-calls.json',
  'libs/shared/api-clients/src/lib/learning/index.ts',
  'libs/shared/api-clients/src/lib/learning/catalogue-args.ts',
  'libs/shared/api-clients/src/lib/learning/friends.api.ts',
  'libs/shared/api-clients/src/lib/shop/orders.api.ts',
  'libs/shared/api-clients/src/lib/shop/catalogue-args.ts',
  'libs/shared/domain/src/lib/learning/index.ts',
  'libs/shared/domain/src/lib/shop/index.ts',
  'libs/shared/api-mocks/src/index.ts',
  'libs/shared/api-mocks/src/lib/learning/index.ts',
  'libs/shared/api-mocks/src/lib/learning/state.ts',
  'libs/shared/api-mocks/src/lib/shop/index.ts',
  'libs/shared/api-mocks/src/lib/shop/types.ts',
];

function setUp() {
  const tree = createTreeWithEmptyWorkspace();
  for (const file of WORKSPACE_FILES) tree.write(file, readFileSync(path.join(WORKSPACE, file), 'utf-8'));
  return tree;
}

const read = (tree: Tree, file: string) => tree.read(file, 'utf-8') ?? '';
const count = (text: string, part: string) => text.split(part).length - 1;

describe('endpoint generator', () => {
  it('writes a new api file, the domain schema, the handler and the round-trip test of a learning query', async () => {
    const tree = setUp();

    const result = await writeEndpoint(tree, { file: 'learning/homework', name: 'getHomework', call: 53 });

    expect(result.files.sort()).toEqual([
      'libs/shared/api-clients/src/lib/learning/get-homework.api.test.ts',
      'libs/shared/api-clients/src/lib/learning/homework.api.ts',
      'libs/shared/api-mocks/src/lib/learning/get-homework.handlers.ts',
      'libs/shared/domain/src/lib/learning/homework.ts',
    ]);
    const api = read(tree, 'libs/shared/api-clients/src/lib/learning/homework.api.ts');
    expect(api).toContain('export const homeworkApi = learningApi.injectEndpoints({');
    expect(api).toContain('getHomework: build.query<Homework[], void>({');
    expect(api).toContain("query: () => '/list_friends_handler',");
    expect(api).toContain("rawResponseSchema: domainSchema('learning', 'getHomeworkResponseSchema'),");
    expect(api).toContain('export const { useGetHomeworkQuery } = homeworkApi;');
    expect(read(tree, 'libs/shared/api-clients/src/lib/learning/index.ts')).toContain(
      "export * from './homework.api';",
    );
    const domain = read(tree, 'libs/shared/domain/src/lib/learning/homework.ts');
    expect(domain).toContain('export const homeworkSchema = z.object({');
    expect(domain).toContain(
      'export const getHomeworkResponseSchema = z.object({ homeworks: z.array(homeworkSchema) });',
    );
    expect(read(tree, 'libs/shared/domain/src/lib/learning/index.ts')).toContain("export * from './homework';");
  });

  it('adds the catalogue argument, and the new file to the catalogue key type', async () => {
    const tree = setUp();

    await writeEndpoint(tree, { file: 'learning/homework', name: 'getHomework', call: 53 });

    const args = read(tree, 'libs/shared/api-clients/src/lib/learning/catalogue-args.ts');
    expect(args).toContain('getHomework: undefined,');
    expect(args).toContain('| keyof typeof homeworkApi.endpoints');
    expect(args).toContain("import type { homeworkApi } from './homework.api';");
  });

  it('registers a fake-backend handler over a collection of the store', async () => {
    const tree = setUp();

    await writeEndpoint(tree, { file: 'learning/homework', name: 'getHomework', call: 53 });

    const handler = read(tree, 'libs/shared/api-mocks/src/lib/learning/get-homework.handlers.ts');
    expect(handler).toContain("backend.get(hostPath('list_friends_handler'), ({ request }) => {");
    expect(handler).toContain("requireUser(request, 'bearer');");
    expect(handler).toContain('(getDb().learning.homeworkRows ??= seedHomeworkRows())');
    const index = read(tree, 'libs/shared/api-mocks/src/lib/learning/index.ts');
    expect(index).toContain("import { getHomeworkHandlers } from './get-homework.handlers';");
    expect(index).toContain('...getHomeworkHandlers');
    const state = read(tree, 'libs/shared/api-mocks/src/lib/learning/state.ts');
    expect(state).toMatch(/homeworkRows\?: Homework\[\];\n}/);
    expect(state).toMatch(/import type \{[^}]*\bHomework\b[^}]*\} from '@kk\/domain';/);
    const test = read(tree, 'libs/shared/api-clients/src/lib/learning/get-homework.api.test.ts');
    expect(test).toContain('homeworkApi.endpoints.getHomework.initiate(undefined)');
    expect(test).toContain('expect(data).toEqual(seedHomeworkRows());');
  });

  it('adds a shop mutation to an existing file, merging its imports and hooks', async () => {
    const tree = setUp();

    await writeEndpoint(tree, { file: 'shop/orders', name: 'saveOrderNote', call: 20, entity: 'orderNote' });

    const api = read(tree, 'libs/shared/api-clients/src/lib/shop/orders.api.ts');
    expect(api).toContain('saveOrderNote: build.mutation<OrderNote, SaveOrderNotePayload>({');
    expect(api).toContain("query: (body) => ({ url: 'orders_api', method: 'POST', body }),");
    expect(api).toMatch(/useRateOrderMutation,\s+useSaveOrderNoteMutation,\s+} = ordersApi;/);
    expect(count(api, "from '@kk/domain'")).toBe(1);
    expect(api).toMatch(/type OrderNote,\s+type SaveOrderNotePayload,?\s+} from '@kk\/domain'/);
    expect(read(tree, 'libs/shared/api-clients/src/lib/shop/catalogue-args.ts')).toContain(
      "saveOrderNote: { name: 'Exemple' },",
    );
    const handler = read(tree, 'libs/shared/api-mocks/src/lib/shop/save-order-note.handlers.ts');
    expect(handler).toContain("backend.post(shopPath('orders_api'), async ({ request }) => {");
    expect(handler).toContain('validate(saveOrderNotePayloadSchema, await readJson(request))');
  });

  it('passes path placeholders as arguments, and the literal placeholders to the catalogue', async () => {
    const tree = setUp();

    await writeEndpoint(tree, { file: 'learning/homework', name: 'getStageHomework', call: 43, entity: 'homework' });

    const api = read(tree, 'libs/shared/api-clients/src/lib/learning/homework.api.ts');
    expect(api).toContain('getStageHomework: build.query<Homework[], { id: number | string }>({');
    expect(api).toContain('query: ({ id }) => `/challenges_api_exercises/${id}/`,');
    expect(read(tree, 'libs/shared/api-clients/src/lib/learning/catalogue-args.ts')).toContain(
      "getStageHomework: { id: '{id}' },",
    );
    expect(read(tree, 'libs/shared/api-mocks/src/lib/learning/get-stage-homework.handlers.ts')).toContain(
      "hostPath('challenges_api_exercises/:id/')",
    );
  });

  it('refuses a second run and a call of another backend', async () => {
    const tree = setUp();
    await writeEndpoint(tree, { file: 'learning/homework', name: 'getHomework', call: 53 });

    await expect(writeEndpoint(tree, { file: 'learning/homework', name: 'getHomework', call: 53 })).rejects.toThrow(
      /already has an endpoint getHomework/,
    );
    await expect(writeEndpoint(tree, { file: 'shop/orders', name: 'getThing', call: 53 })).rejects.toThrow(
      /is a learning call/,
    );
    expect(count(read(tree, 'libs/shared/api-mocks/src/lib/learning/index.ts'), '...getHomeworkHandlers')).toBe(1);
  });
});
