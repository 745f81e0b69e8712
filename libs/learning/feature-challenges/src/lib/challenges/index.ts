export { ChallengesPage } from './challenges-page';
