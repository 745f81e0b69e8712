export { AdultHomePage, WelcomePage, type WelcomePageProps } from './welcome-page';
