/**
 * `@kk/domain/schemas/shop`: the runtime schemas of the shop area alone (see `../schemas.ts`): what
 * api-clients' `domainSchema('shop', name)` loads, so a call's first answer evaluates its own area's
 * schemas, not every area's (docs/performance.md, "Total blocking time").
 */
export * from '../lib/shop';
