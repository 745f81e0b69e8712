export { ErrorScreen, type ErrorScreenProps } from './error-screen';
