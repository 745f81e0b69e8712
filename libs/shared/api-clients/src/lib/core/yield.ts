/** The Prioritized Task Scheduling API's `scheduler.yield()`, where the browser has it. */
interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, ahead of the tasks already queued
 * (`scheduler.yield()`: Chromium, Firefox), so that one long piece of start-up work becomes two
 * shorter tasks, between which the browser can paint and handle a tap. Where there is no
 * `scheduler.yield` (Safari, Node and jsdom in tests) it resumes at once, as before: a zero-delay
 * timer instead would let any queued work go first and make timer-faking tests wait.
 *
 * Used where a task joined two costly steps: a module of schemas evaluated, then the answer it reads
 * (`lazySchema`); the entry evaluated, then the app started (`bootstrapApp`). docs/performance.md,
 * "Long tasks cut where two steps met".
 *
 * @example const schemas = await import('./schemas'); await yieldToBrowser(); validate(schemas, value);
 */
export async function yieldToBrowser(): Promise<void> {
  await (globalThis as { scheduler?: YieldingScheduler }).scheduler?.yield?.();
}
