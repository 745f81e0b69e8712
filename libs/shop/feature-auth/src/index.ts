export { LoginPage } from './lib/login/login-page';
export { RegisterPage } from './lib/register/register-page';
