// The progress tracker: weigh-ins, measurements, check-ins, the coaching profile, trends, what the
// coach is told, the CSV export.
// What other modules and app.ts may use; the rest of the folder is this module's own.

// Registers this module's messages in the one lookup (platform/messages) for whoever uses it.
import './messages';

export { progressRouter } from './progress.routes';
export {
  checkInLog,
  coachContextFor,
  exportProgress,
  getProfile,
  measurementLog,
  weightLog,
} from './progress.service';
