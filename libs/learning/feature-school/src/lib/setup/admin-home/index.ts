export { AdminHomePage } from './admin-home-page';
