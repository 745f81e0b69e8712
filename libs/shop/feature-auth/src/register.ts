// The registration form (/register), with its phone field (libphonenumber-js) and photo uploader: an
// entry of its own, so that the sign-in page, a first screen, loads neither.
export { RegisterPage } from './lib/register/register-page';
