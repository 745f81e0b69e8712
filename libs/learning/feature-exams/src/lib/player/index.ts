export { ExamPage, ExercisePage } from './player-page';
