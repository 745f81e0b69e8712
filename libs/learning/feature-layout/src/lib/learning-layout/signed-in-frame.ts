/**
 * The parts of the frame only a signed-in user sees, in one chunk: the user's menu and the
 * sections' navigation always arrive together (one request instead of two, and one file compresses
 * better than two).
 */
export { LearningNav } from './learning-nav';
export { LearningUserMenu } from './learning-user-menu';
