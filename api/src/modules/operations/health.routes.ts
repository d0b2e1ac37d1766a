import { Router, type Router as RouterType } from 'express';
import type { HealthResponse, ReadyResponse } from '@zak/contract';

export interface Probes {
  /** false once shutdown has begun. */
  accepting: () => boolean;
  database: () => Promise<boolean>;
  sessionStore: () => Promise<boolean>;
}

/**
 * GET /health and /ready as two routes of `router` (app.ts mounts them on the API router itself:
 * a request for any other path only fails two route matches, instead of entering and leaving a
 * router of their own).
 */
export function mountHealthRoutes(router: RouterType, probes: Probes): RouterType {
  router.get('/health', (_req, res) => {
    const answer: HealthResponse = { status: 'ok' };
    res.set('Cache-Control', 'no-store').json(answer);
  });
  router.get('/ready', async (_req, res) => {
    const [database, sessionStore] = await Promise.all([
      probes.database().catch(() => false),
      probes.sessionStore().catch(() => false),
    ]);
    const ok = probes.accepting() && database && sessionStore;
    const answer: ReadyResponse = { status: ok ? 'ready' : 'unavailable', database, sessionStore };
    res
      .set('Cache-Control', 'no-store')
      .status(ok ? 200 : 503)
      .json(answer);
  });
  return router;
}

export function healthRouter(probes: Probes): RouterType {
  return mountHealthRoutes(Router(), probes);
}
