// The listing form (/create-occasion): react-final-form, the picture uploader, the phone field.
export { CreateOccasionPage } from './lib/create-occasion/create-occasion-page';
