export { ExamPage, ExercisePage } from './lib/player';
export { ChallengeRoundPage } from './lib/round';
