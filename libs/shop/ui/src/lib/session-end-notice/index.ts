export * from './session-end-notice';
