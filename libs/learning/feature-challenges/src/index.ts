/*
 * Plain components; the app's routes load them as one chunk (`lazyPage` in apps/learning) when a
 * student first opens `/defis` or `/progres`.
 */
export { ChallengesPage } from './lib/challenges';
export { ChallengePage } from './lib/challenge';
export { ProgressPage } from './lib/progress';
