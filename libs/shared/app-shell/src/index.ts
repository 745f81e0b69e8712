export * from './lib/bootstrap/runtime-config';
export * from './lib/bootstrap/bootstrap-app';
export * from './lib/providers/app-providers';
export * from './lib/errors/retry-target';
export * from './lib/errors/error-page';
export * from './lib/errors/route-error-boundary';
export * from './lib/loading/page-loading';
