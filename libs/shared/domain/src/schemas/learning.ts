/**
 * `@kk/domain/schemas/learning`: the runtime schemas of the learning area alone (see `../schemas.ts`): what
 * api-clients' `domainSchema('learning', name)` loads, so a call's first answer evaluates its own area's
 * schemas, not every area's (docs/performance.md, "Total blocking time").
 */
export * from '../lib/learning';
