import zlib from 'node:zlib';
import compression from 'compression';
import express, {
  type Express,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import type { Store } from 'express-session';
import helmet from 'helmet';
import type { Config } from './platform/config';
import type { ConversationFeed } from './platform/db/conversation-feed';
import {
  classifyMessagesWith,
  ConversationListCache,
  conversationRouter,
  messageRouter,
} from './modules/conversations';
import type { Logger } from './platform/logger';
import { httpMetrics } from './platform/metrics';
import { loadUser, UserCache } from './modules/members';
import { csrfGuard } from './platform/http/csrf';
import {
  idempotency,
  memoryIdempotency,
  type IdempotencyBackend,
} from './platform/http/idempotency';
import { fixedHeaders } from './platform/http/security-headers';
import { apiNotFound, errorHandler } from './platform/http/error-handler';
import type { RateLimitStoreFactory } from './platform/http/rate-limit';
import { requestLogger } from './platform/http/request-log';
import { series } from './platform/http/series';
import { refuseHostileText } from './platform/http/validate';
import { createSessionMiddleware } from './platform/http/session';
import { createMailer } from './platform/mail/mailer';
import {
  accountRouter,
  accountSecurityRouter,
  adminAccountsRouter,
  authRouter,
  recoveryRouter,
  secondFactorRouter,
} from './modules/accounts';
import { adminRouter } from './modules/admin';
import { classifyMessage, coachingRouter } from './modules/coaching';
import { aiRouter } from './modules/coach';
import { adminJobsRouter, mountHealthRoutes, type Probes } from './modules/operations';
import { progressRouter } from './modules/progress';
import { trainingRouter } from './modules/training';
import { remindersRouter, unsubscribeRouter } from './modules/reminders';
import { adminLegalRouter, legalRouter, settingsRouter } from './modules/settings';
import { adminPaymentsRouter, webhookRouter } from './modules/payments';

export interface AppDeps {
  config: Config;
  logger: Logger;
  sessionStore: Store;
  rateLimitStore?: RateLimitStoreFactory;
  probes: Probes;
  /** Where idempotent writes keep their answers (platform/db/stores); default: this process's memory. */
  idempotency?: IdempotencyBackend;
  /**
   * Changes to conversation lists heard from the database (platform/db/conversation-feed); without it,
   * lists are not cached.
   */
  conversationFeed?: ConversationFeed;
  /** Serves the front ends (shell, remotes, registry); called after /api, before the error handler. */
  mountWeb?: (app: Express) => void;
}

function origins(config: Config): string[] {
  const urls = [
    config.mfe.marketingUrl,
    config.mfe.chatUrl,
    config.mfe.adminUrl,
    config.mfe.trainingUrl,
    ...Object.values(config.mfe.extraRemotes).map((remote) => remote.entry),
  ];
  const result = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    try {
      const origin = new URL(url).origin;
      if (origin !== 'null') result.add(origin);
    } catch {
      // Same-origin path (e.g. /remotes/chat/): nothing to allow.
    }
  }
  return [...result];
}

function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.set('Cache-Control', 'no-store');
  next();
}

export function createApp(deps: AppDeps): Express {
  const { config, logger } = deps;
  const app = express();
  app.locals.config = config;
  app.locals.rateLimitStore = deps.rateLimitStore;
  // Account features: mail (SMTP or the outbox) and each user's sessions (platform/db/session-index).
  app.locals.mailer = createMailer(config.accounts, logger);
  app.locals.sessionStore = deps.sessionStore;
  // A member's message is stored with its topic for the coach desk (the coach's detector, handed
  // to the conversations module here: it cannot import the coach's modules without a circle).
  classifyMessagesWith(classifyMessage);
  // Signed-in users are cached when the session store reads the users version (platform/db/stores).
  if (config.userCacheSeconds > 0) {
    app.locals.userCache = new UserCache(config.userCacheSeconds * 1000);
  }
  // Conversation lists are cached when the session store reads their versions (platform/db/stores) and the
  // database's change notifications are heard.
  if (config.conversationCacheSeconds > 0 && deps.conversationFeed) {
    app.locals.conversationCache = new ConversationListCache(deps.conversationFeed, {
      ttlMs: config.conversationCacheSeconds * 1000,
      maxBytes: config.conversationCacheMb * 1024 * 1024,
    });
  }
  app.disable('x-powered-by');
  // Every API answer is Cache-Control: no-store, so hashing each body for an ETag buys nothing
  // (the front ends' static files have their own caching, see ./web).
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  // What runs for every request, as one router layer (platform/http/series): request durations by
  // route template for the metrics endpoint (METRICS_PORT, platform/metrics), the request id and
  // access log, the security headers, compression.
  const everyRequest: RequestHandler[] = [];
  if (config.metricsPort !== undefined) everyRequest.push(httpMetrics);
  everyRequest.push(requestLogger(app, logger));

  const remoteOrigins = origins(config);
  everyRequest.push(
    fixedHeaders(
      helmet({
        contentSecurityPolicy: {
          useDefaults: true,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", ...remoteOrigins],
            // styled-components injects <style> elements at run time.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'", ...remoteOrigins],
            objectSrc: ["'none'"],
            frameAncestors: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            upgradeInsecureRequests: config.isProduction ? [] : null,
          },
        },
        // Remotes served from another origin must still be loadable by the shell.
        crossOriginResourcePolicy: {
          policy: remoteOrigins.length ? 'cross-origin' : 'same-origin',
        },
        crossOriginEmbedderPolicy: false,
        hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      }),
    ),
  );
  // Never buffer server-sent events (chat streaming).
  const filter = (req: Request, res: Response) =>
    !String(res.getHeader('Content-Type') ?? '').includes('text/event-stream') &&
    compression.filter(req, res);
  // The API's answers are made per request: the fastest level (gzip 1, brotli 1) costs a fraction
  // of the default's CPU for a slightly bigger body (a lift's 500-line history: docs/performance.md).
  // The front ends' files (embedded mode) keep the default levels their first-load budget counts.
  const compressApi = compression({
    filter,
    level: 1,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
  });
  const compressFiles = compression({ filter });
  // A client that accepts no encoding gets the same bytes without compression's response wrapping.
  everyRequest.push((req: Request, res: Response, next: NextFunction) => {
    if (!req.headers['accept-encoding']) next();
    else if (req.path.startsWith('/api/')) compressApi(req, res, next);
    else compressFiles(req, res, next);
  });
  app.use(series(...everyRequest));

  const api = express.Router();
  api.use(noStore);
  mountHealthRoutes(api, deps.probes);
  // Payment providers: no session, no Origin, signed raw bodies (modules/payments/webhook.routes).
  api.use('/webhooks', webhookRouter);
  // A reminder's unsubscribe link: no session, a form or a mail client's one-click POST (RFC 8058).
  api.use('/reminders', unsubscribeRouter);
  // Only writes carry a body: reads skip the parser (and the fields it adds to the request).
  const json = express.json({ limit: config.bodyLimit });
  const jsonBodies = (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') next();
    else json(req, res, next);
  };
  // The legal pages' texts: public GETs, cacheable, read without a session.
  api.use('/legal', legalRouter);
  // Every other API request, in this order, as one router layer (platform/http/series).
  api.use(
    series(
      csrfGuard,
      jsonBodies,
      refuseHostileText,
      createSessionMiddleware(config, deps.sessionStore),
      loadUser,
      idempotency(deps.idempotency ?? memoryIdempotency()),
    ),
  );
  api.use('/auth', authRouter);
  api.use('/auth', recoveryRouter);
  api.use('/auth/second-factor', secondFactorRouter);
  api.use('/conversations', conversationRouter);
  api.use('/messages', messageRouter);
  api.use('/ai', aiRouter);
  api.use('/settings', settingsRouter);
  api.use('/account/reminders', remindersRouter);
  api.use('/account', accountRouter);
  api.use('/account', accountSecurityRouter);
  api.use('/admin/payments', adminPaymentsRouter);
  api.use('/progress', progressRouter);
  api.use('/training', trainingRouter);
  api.use('/coaching', coachingRouter);
  api.use('/admin/legal', adminLegalRouter);
  api.use('/admin/jobs', adminJobsRouter);
  api.use('/admin', adminAccountsRouter);
  api.use('/admin', adminRouter);
  api.use(apiNotFound);
  app.use('/api', api);

  deps.mountWeb?.(app);
  app.use(errorHandler);
  return app;
}
