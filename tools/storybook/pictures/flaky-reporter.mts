/**
 * Vitest reporter of the story tests: names every story that passed only when played again (CI
 * retries a failed story once), so that a flaky story is reported, not hidden. `npm test`'s
 * summary lists these lines (tools/scripts/test-summary.mjs).
 */
import * as path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

export const FLAKY_PREFIX = 'passed on retry:';

export class FlakyReporter implements Reporter {
  onTestCaseResult(testCase: TestCase) {
    if (!testCase.diagnostic()?.flaky) return;
    const file = path.relative(testCase.project.config.root, testCase.module.moduleId);
    console.log(`${FLAKY_PREFIX} ${file} > ${testCase.fullName}`);
  }
}
