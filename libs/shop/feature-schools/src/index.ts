export * from './lib/schools';
