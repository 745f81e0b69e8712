export {
  ParentHomePage,
  ProfessorHomePage,
  SchoolAdminHomePage,
  WelcomePage,
  type WelcomePageProps,
} from './welcome-page';
