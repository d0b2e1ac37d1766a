// The coach desk (issue 36): the roster of followed members, the attention list and its flags'
// states, the member file, private coach notes, replies to check-ins, coach assignments.
// What other modules and app.ts may use; the rest of the folder is this module's own.

// Registers this module's messages in the one lookup (platform/messages) for whoever uses it.
import './messages';

export { coachingRouter } from './coaching.routes';
export {
  classifyMessagesIfBehind,
  COACHING_REFRESH,
  COACHING_TOPICS,
  coachingJobs,
  refreshDeskIfBehind,
} from './jobs';
export { classifyMessage } from './coaching.service';
