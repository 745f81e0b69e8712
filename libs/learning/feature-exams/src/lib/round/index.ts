export { ChallengeRoundPage } from './challenge-round-page';
