// Operations: the health probes (/api/health, /api/ready).
// What other modules and app.ts may use; the rest of the folder is this module's own.

export { mountHealthRoutes } from './health.routes';
export type { Probes } from './health.routes';
