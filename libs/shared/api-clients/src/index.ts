export * from './lib/core/config';
export * from './lib/core/errors';
export * from './lib/core/session-events';
export type { AuthScheme, ApiExtraOptions } from './lib/core/base-query';
export { shopApi } from './lib/shop/shop-api';
export { learningApi } from './lib/learning/learning-api';
export { schoolApi } from './lib/school/school-api';
