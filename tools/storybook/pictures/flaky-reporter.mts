/**
 * Vitest reporter of the story tests: names every story that passed only when played again (CI
 * retries a failed story once), so that a flaky story is reported, not hidden, and says why its
 * first try failed: the summary line carries the error's first lines (a picture's "N pixels differ"
 * and the paths of its reference, actual and diff files), and the whole message follows it in the
 * task's log. `npm test`'s summary lists the summary lines (tools/scripts/test-summary.mjs).
 */
import * as path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Reporter, TestCase } from 'vitest/node';

export const FLAKY_PREFIX = 'passed on retry:';

/** How much of the first try's error the one summary line carries. */
const SUMMARY_CHARS = 400;

/** The line Storybook puts first in every story's error: a link to the story, not the cause. */
const STORYBOOK_LINK = /^Click to debug the error directly in Storybook/;
/** Where Testing Library's dump of the page starts, after its message (kept for the full log). */
const DOM_DUMP = /\nIgnored nodes:/;

/**
 * The error's message on one line: its non-blank lines joined without colours, Storybook's debug
 * link or Testing Library's dump of the page, cut to `max` characters.
 */
export function oneLine(message: string, max = SUMMARY_CHARS): string {
  // Storybook's errors carry terminal colours.
  const joined = stripVTControlCharacters(message)
    .split(DOM_DUMP)[0]
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !STORYBOOK_LINK.test(line))
    .join(' · ');
  return joined.length > max ? `${joined.slice(0, max - 1)}…` : joined;
}

export class FlakyReporter implements Reporter {
  onTestCaseResult(testCase: TestCase) {
    if (!testCase.diagnostic()?.flaky) return;
    const file = path.relative(testCase.project.config.root, testCase.module.moduleId);
    // A test that passed on retry keeps the errors of its failed tries (Vitest's TestResultPassed).
    const errors = testCase.result().errors ?? [];
    const first = errors[0]?.message ?? '';
    const why = first ? ` (first try: ${oneLine(first)})` : '';
    console.log(`${FLAKY_PREFIX} ${file} > ${testCase.fullName}${why}`);
    for (const error of errors) {
      console.log(`  failed try of ${testCase.fullName}:\n${error.message}`);
    }
  }
}
