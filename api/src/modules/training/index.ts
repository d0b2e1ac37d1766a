// The training log (issue #34): the exercise catalogue and members' own exercises, routines,
// sessions and their sets, progression and records, what the coach may read of it.
// What other modules and app.ts may use; the rest of the folder is this module's own.

// Registers this module's messages in the one lookup (platform/messages) for whoever uses it.
import './messages';

export { trainingRouter } from './training.routes';
export { exportTraining, trainingContextFor } from './training.service';
export { trainingForCoach, trainingLines } from './coach-view';
export type { TrainingContext, LiftTrend } from './training.service';
export { nextRoutineDay, plannedSessionToday, type PlannedSession } from './planned';
