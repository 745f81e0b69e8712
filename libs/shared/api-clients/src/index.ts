export * from './lib/core/config';
export * from './lib/core/errors';
export * from './lib/core/session-events';
export { yieldToBrowser } from './lib/core/yield';
export {
  mutationFulfilled,
  changeCurrentLevelFulfilled,
  becomeSchoolAdminFulfilled,
  type MutationFulfilledAction,
} from './lib/core/matchers';
export { usePagedLookup, type PagedLookup, type PagedQueryLike } from './lib/core/paged-lookup';
export type { MultipartUpload, UploadArgs, UploadProgress } from './lib/core/upload';
export type { AuthScheme, ApiExtraOptions } from './lib/core/base-query';
export { shopApi } from './lib/shop/shop-api';
export { learningApi } from './lib/learning/learning-api';
export { schoolApi } from './lib/school/school-api';
export * from './lib/shop';
export * from './lib/learning';
export * from './lib/school';

/**
 * The learning account endpoints (`accountApi`), loaded on demand: the session bootstrap of both
 * apps needs their level-groups call, and nothing else of the shop's first load does, so they
 * are not part of it (docs/performance.md).
 */
export const loadAccountApi = () => import('./lib/learning/account.api').then((m) => m.accountApi);
