export { type FormErrorKeys } from './form-errors';
export { contactErrors, type ContactFieldNames } from './contact-errors';
