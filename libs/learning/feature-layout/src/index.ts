export { LearningLayout, MAIN_CONTENT_ID, LOGOUT_PATH } from './lib/learning-layout/learning-layout';
export { LogoutPage } from './lib/learning-layout/logout-page';
export { LEARNING_NAV_ITEMS, type LearningNavItem } from './lib/learning-layout/nav-items';
