/**
 * `@kk/domain/schemas/common`: the runtime schemas of the common area alone (see `../schemas.ts`): what
 * api-clients' `domainSchema('common', name)` loads, so a call's first answer evaluates its own area's
 * schemas, not every area's (docs/performance.md, "Total blocking time").
 */
export * from '../lib/common';
