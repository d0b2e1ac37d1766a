// Imports of other apps' exports (issue #34): pure parsers, no database, no Express. The routes
// read the file, call one of these, match the exercise names and store the sessions.
export { parseStrongCsv, type StrongImportOptions } from './strong';
export { parseHevyCsv, type HevyImportOptions } from './hevy';
export { createExerciseMatcher, matchExercise } from './match';
export { KG_PER_LB } from './common';
export {
  TrainingImportError,
  type ImportErrorCode,
  type ImportResult,
  type ImportedSession,
  type ImportedSet,
  type SkipReason,
  type SkippedLine,
} from './types';
