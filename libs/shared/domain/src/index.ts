export * from './lib/constants';
export * from './lib/storage-keys';
export * from './lib/order-status';
export * from './lib/common';
export * from './lib/shop';
export * from './lib/learning';
export * from './lib/school';
