export { ExerciseSearch, type ExerciseSearchProps } from './exercise-search';
