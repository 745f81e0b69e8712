export { ProgressPage } from './progress-page';
