// Administration: the dashboard, the users tab, the AI logs and the admin logs, settings edits,
// daily statistics, CSV exports.
// What other modules and app.ts may use; the rest of the folder is this module's own.

// Registers this module's messages in the one lookup (platform/messages) for whoever uses it.
import './messages';

export { adminRouter } from './admin.routes';
export { changePasswordSchema } from './admin.validation';
