export { ContactFields, type ContactFieldsProps } from './contact-fields';
