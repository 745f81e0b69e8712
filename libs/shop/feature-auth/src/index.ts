// The sign-in page (/connexion), a first screen.
export { LoginPage } from './lib/login/login-page';
