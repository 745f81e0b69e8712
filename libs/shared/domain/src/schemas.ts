/**
 * `@kk/domain/schemas`: the domain again, as a second entry point for code that loads the runtime
 * schemas on demand (`import('@kk/domain/schemas')`). The main entry is imported statically
 * everywhere (constants, types, helpers); importing it dynamically would load nothing new. This
 * entry is a module of its own, so the schemas (and zod) land in a chunk that the first response
 * loads, not in the first-load JavaScript (docs/performance.md). Code that loads schemas at run time
 * takes one area's entry instead (`@kk/domain/schemas/common`, `/shop`, `/learning`, `/school`):
 * evaluating every area's schemas at once was the longest task of a page's start (docs/performance.md,
 * "Total blocking time"). This one names them all, for types and for the fake backend.
 */
export * from './lib/common';
export * from './lib/shop';
export * from './lib/learning';
export * from './lib/school';
