/**
 * Vitest reporter of the story tests: ends the run's process once its results are out, instead of
 * about four seconds later.
 *
 * Vitest 4.1's screenshot matcher races each picture against a 5-second timer that it never
 * clears (`asyncTimeout` in @vitest/browser; Vitest 5 clears it), so after the last picture the
 * process idled until those timers ran out: measured on learning feature-layout, 3.6 s between the
 * browser's exit and the process's, in every one of the 23 story projects. With a short
 * `teardownTimeout` (tools/storybook/vitest.stories.mts), Vitest calls `onProcessTimeout` when
 * closing has taken longer than that; the results and the exit code are final by then. When all
 * that still holds the process is timers and its own output (stdout and stderr are pipes or a
 * terminal), it exits at once, with the exit code Vitest set. Anything else still open (the
 * browser, a server, a socket) is left to Vitest, which warns of it and exits.
 */
import type { Reporter } from 'vitest/node';

const IDLE = new Set(['Timeout', 'PipeWrap', 'TTYWrap']);

export class ExitReporter implements Reporter {
  onProcessTimeout() {
    if (process.getActiveResourcesInfo().every((resource) => IDLE.has(resource))) process.exit();
  }
}
