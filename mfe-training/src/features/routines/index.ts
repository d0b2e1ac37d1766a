export { RoutineEditorPage } from './components/routine-editor';
