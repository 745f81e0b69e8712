export { displayPhone, phoneError, telHref } from './phone';
