export * from './url-params';
