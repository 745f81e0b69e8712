export * from './photo-rules';
