export { type FormErrorKeys } from './form-errors';
