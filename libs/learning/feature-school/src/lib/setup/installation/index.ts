export { InstallationPage } from './installation-page';
