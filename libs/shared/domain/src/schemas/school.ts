/**
 * `@kk/domain/schemas/school`: the runtime schemas of the school area alone (see `../schemas.ts`): what
 * api-clients' `domainSchema('school', name)` loads, so a call's first answer evaluates its own area's
 * schemas, not every area's (docs/performance.md, "Total blocking time").
 */
export * from '../lib/school';
