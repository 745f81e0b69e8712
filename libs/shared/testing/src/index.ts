/**
 * Test helpers shared by every lib's tests and stories: render a page, routes or a UI component as
 * the app does, wrap a hook, sign in as a demo account of the fake backend. Test code only: lint
 * lets tests, stories and `src/testing/` folders import it, nothing that ships.
 */
export { renderPage, renderRoutes, type RenderPageOptions, type RenderRoutesOptions } from './lib/render-page';
export { renderRouter, type RenderRouterOptions, type TestRouter } from './lib/render-router';
export { renderUi, type RenderUiOptions } from './lib/render-ui';
export { hookWrapper, type HookWrapperOptions } from './lib/hook-wrapper';
export { CurrentPath } from './lib/current-path';
export { demoSessionUser } from './lib/demo-session-user';
export { pngFile } from './lib/files';
export { openedOn, type OpenedOn } from './lib/opened-on';
// The kit's story helpers, for the Snapshot stories of the other UI libs (one copy, in the kit).
export { SnapshotGrid, SnapshotCell, type SnapshotGridProps, type SnapshotCellProps } from '@kk/ui-kit/testing';
