/**
 * `@kk/domain/schemas`: the domain again, as a second entry point for code that loads the runtime
 * schemas on demand (`import('@kk/domain/schemas')`). The main entry is imported statically
 * everywhere (constants, types, helpers); importing it dynamically would load nothing new. This
 * entry is a module of its own, so the schemas (and zod) land in a chunk that the first response
 * loads, not in the first-load JavaScript (docs/performance.md).
 */
export * from './lib/common';
export * from './lib/shop';
export * from './lib/learning';
export * from './lib/school';
