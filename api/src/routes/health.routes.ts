import { Router } from 'express';
import type { HealthResponse, ReadyResponse } from '@zak/contract';

export interface Probes {
  /** false once shutdown has begun. */
  accepting: () => boolean;
  database: () => Promise<boolean>;
  sessionStore: () => Promise<boolean>;
}

export function healthRouter(probes: Probes): Router {
  const router = Router();
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
