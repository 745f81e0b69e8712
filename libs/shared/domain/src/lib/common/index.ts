export * from './schema-helpers';
export * from './session-user';
export * from './login';
export * from './registration';
export * from './error-response';
export * from './levels';
