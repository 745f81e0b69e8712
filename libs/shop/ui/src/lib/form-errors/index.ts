export { translateErrors, type FormErrorKeys } from './form-errors';
