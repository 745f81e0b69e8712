export { ExamPage, ExercisePage } from './lib/player';
