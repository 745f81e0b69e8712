/**
 * `@kk/ui-kit/testing`: the kit's story helpers (the Snapshot sheet's `SnapshotGrid`/`SnapshotCell`,
 * `forwardArrow` for keyboard play tests), as a second entry point so that nothing shipped loads
 * them. Other libs get them through `@kk/testing`; lint lets only tests, stories and `src/testing/`
 * folders import this entry, like `@kk/testing` itself.
 */
export * from './lib/story-helpers';
