export { LearningLayout, MAIN_CONTENT_ID, LOGOUT_PATH } from './lib/learning-layout/learning-layout';
export { LogoutPage } from './lib/learning-layout/logout-page';
export {
  LearningRoutes,
  footerTabOf,
  useCurrentFooterTab,
  type LearningRoutesProps,
  type LearningRouteHandle,
} from './lib/learning-layout/learning-routes';
export {
  LEARNING_NAV_ITEMS,
  learningNavItems,
  type LearningNavItem,
  type LearningNavId,
} from './lib/learning-layout/nav-items';
