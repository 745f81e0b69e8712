import { ESLint } from 'eslint';
import * as path from 'node:path';

/**
 * Lints virtual files placed inside real projects (only their path matters to the rules) and checks
 * that forbidden imports are reported and allowed ones are not.
 */
const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: workspaceRoot });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(workspaceRoot, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('module boundaries', () => {
  it('rejects a ui lib importing a data-access lib', async () => {
    const ids = await ruleIdsFor(
      'libs/shared/ui-kit/src/lib/fixture.ts',
      "import { shopApi } from '@kk/api-clients';\nexport const x = shopApi;\n",
    );
    expect(ids).toContain('@nx/enforce-module-boundaries');
  });

  it('rejects the model lib importing anything of ours but models', async () => {
    const ids = await ruleIdsFor(
      'libs/shared/domain/src/lib/fixture.ts',
      "import { makeStore } from '@kk/session';\nexport const x = makeStore;\n",
    );
    expect(ids).toContain('@nx/enforce-module-boundaries');
  });

  it('rejects a util lib importing the design system', async () => {
    const ids = await ruleIdsFor(
      'libs/shared/i18n/src/lib/fixture.ts',
      "import { theme } from '@kk/ui-kit';\nexport const x = theme;\n",
    );
    expect(ids).toContain('@nx/enforce-module-boundaries');
  });

  it('rejects deep imports into a lib', async () => {
    const ids = await ruleIdsFor(
      'libs/shared/session/src/lib/fixture.ts',
      "import { shopApi } from '@kk/api-clients/src/lib/shop/shop-api';\nexport const x = shopApi;\n",
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it('rejects the fake backend in shipped code but allows it in tests and the demo bootstrap', async () => {
    const code = "import { handlers } from '@kk/api-mocks';\nexport const x = handlers;\n";
    expect(await ruleIdsFor('libs/shared/session/src/lib/fixture.ts', code)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('apps/shop/src/app/fixture.ts', code)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('libs/shared/session/src/lib/fixture.test.ts', code)).toEqual([]);
    expect(await ruleIdsFor('apps/shop/src/demo.ts', code)).toEqual([]);
  });

  it("rejects the kit's story helpers in shipped code but allows them in tests and stories", async () => {
    const code = "import { SnapshotGrid } from '@kk/ui-kit/testing';\nexport const x = SnapshotGrid;\n";
    expect(await ruleIdsFor('libs/shop/ui/src/lib/fixture.ts', code)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('libs/shop/ui/src/lib/fixture.test.ts', code)).toEqual([]);
  });

  it('rejects the design system importing the domain model, in its sources, tests and stories', async () => {
    const code = "import { SEARCH_DELAY_MS } from '@kk/domain';\nexport const x = SEARCH_DELAY_MS;\n";
    const typeOnly = "import type { OrderStatus } from '@kk/domain';\nexport type X = OrderStatus;\n";
    expect(await ruleIdsFor('libs/shared/ui-kit/src/lib/fixture.ts', code)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('libs/shared/ui-kit/src/lib/fixture.ts', typeOnly)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('libs/shared/ui-kit/src/lib/fixture.test.ts', code)).toContain('no-restricted-imports');
    // Other ui libs may use the model (the tag rules allow ui → model).
    expect(await ruleIdsFor('libs/shop/ui/src/lib/fixture.ts', code)).toEqual([]);
  });

  it('rejects literal user-visible text in components', async () => {
    const ids = await ruleIdsFor(
      'libs/shared/ui-kit/src/lib/fixture.tsx',
      'export function Fixture() {\n  return <p>Bonjour</p>;\n}\n',
    );
    expect(ids).toContain('no-restricted-syntax');
  });

  it('accepts allowed edges', async () => {
    expect(
      await ruleIdsFor(
        'libs/shared/ui-kit/src/lib/fixture.ts',
        "import { formatPrice } from '@kk/i18n';\nexport const x = formatPrice;\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIdsFor(
        'libs/shared/session/src/lib/fixture.ts',
        "import { shopApi } from '@kk/api-clients';\nexport const x = shopApi;\n",
      ),
    ).toEqual([]);
  });
});
