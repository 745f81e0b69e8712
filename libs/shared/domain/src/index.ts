export * from './lib/constants';
export * from './lib/storage-keys';
export * from './lib/order-status';
