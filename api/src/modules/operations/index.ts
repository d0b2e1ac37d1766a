// Operations: the health probes (/api/health, /api/ready) and the scheduled jobs' administration.
// What other modules and app.ts may use; the rest of the folder is this module's own.

import './messages';

export { mountHealthRoutes } from './health.routes';
export type { Probes } from './health.routes';
export { adminJobsRouter } from './jobs.routes';
