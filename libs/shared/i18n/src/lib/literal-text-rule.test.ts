// @vitest-environment node
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ESLint } from 'eslint';
import { WORKSPACE_ROOT } from '../testing/translation-tables';

/*
 * The workspace ESLint config forbids literal user-visible text (JSX text and literal
 * aria-label/placeholder/title/alt/label) in feature libs, the ui-kit and the apps. This test runs
 * the real config on fixtures placed, virtually, where that rule applies, and where it does not.
 */

const FIXTURES = path.join(import.meta.dirname, '../testing/fixtures');
const RULE_MESSAGE = 'Literal user-visible text';

const eslint = new ESLint({ cwd: WORKSPACE_ROOT });

async function literalTextReports(fixture: string, virtualPath: string) {
  const code = fs.readFileSync(path.join(FIXTURES, fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: path.join(WORKSPACE_ROOT, virtualPath) });
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-syntax' && m.message.includes(RULE_MESSAGE))
    .map((m) => (m.message.includes('in an attribute') ? 'attribute' : 'text'));
}

describe('the literal user-visible text rule', () => {
  it('reports JSX text and literal placeholder and aria-label in a feature lib', async () => {
    const reports = await literalTextReports('literal-text.tsx', 'libs/shop/feature-fixture/src/lib/literal-text.tsx');

    // placeholder="Rechercher une école", aria-label="Valider la recherche", then the text "Valider".
    expect(reports.sort()).toEqual(['attribute', 'attribute', 'text']);
  });

  it('reports them in the ui-kit and in an app too', async () => {
    expect(
      await literalTextReports('literal-text.tsx', 'libs/shared/ui-kit/src/lib/fixture/literal-text.tsx'),
    ).toHaveLength(3);
    expect(await literalTextReports('literal-text.tsx', 'apps/shop/src/app/literal-text.tsx')).toHaveLength(3);
  });

  it('accepts the same code when every text comes from t()', async () => {
    expect(
      await literalTextReports('translated-text.tsx', 'libs/shop/feature-fixture/src/lib/translated-text.tsx'),
    ).toEqual([]);
  });

  it('leaves stories and tests alone', async () => {
    expect(
      await literalTextReports('literal-text.tsx', 'libs/shop/feature-fixture/src/lib/literal-text.stories.tsx'),
    ).toEqual([]);
    expect(
      await literalTextReports('literal-text.tsx', 'libs/shop/feature-fixture/src/lib/literal-text.test.tsx'),
    ).toEqual([]);
  });
});
