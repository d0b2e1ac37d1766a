export { ExercisePage } from './components/exercise-page';
