// The admin log: every administrator's action, written and listed.
// What other modules and app.ts may use; the rest of the folder is this module's own.

export { findAdminLogs } from './admin-log.repository';
export { audit } from './audit.service';
export type { Actor } from './audit.service';
