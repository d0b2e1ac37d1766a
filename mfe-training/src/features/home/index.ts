export { TrainingHome } from './components/training-home';
