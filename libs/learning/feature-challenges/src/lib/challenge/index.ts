export { ChallengePage } from './challenge-page';
