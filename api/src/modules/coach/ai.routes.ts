import type { Application, NextFunction, Request, RequestHandler, Response } from 'express';
import { Router } from 'express';
import type { AiChatResponse } from '@zak/contract';
import { rateLimit } from 'express-rate-limit';
import { aiRateLimited } from './errors';
import type { AiProvider, AiRequest, AiResult } from './types';
import { AppError } from '../../platform/app-error';
import { say } from '../../platform/lang';
import { MSG } from '../../platform/messages';
import { countRateLimited, startAiAnswer } from '../../platform/metrics';
import { currentUser, requireAiAccess, requireUser } from '../members';
import { appConfig } from '../../platform/http/app-config';
import type { RateLimitStoreFactory } from '../../platform/http/rate-limit';
import { input, validate } from '../../platform/http/validate';
import { buildAiRequest, selectProvider, resolveAiConfig } from './ai.service';
import { assertAiEnabled } from '../settings';
import { aiChatSchema } from './ai.validation';

const limiters = new WeakMap<Application, RequestHandler>();

/** AI_RATE_PER_MIN chat requests per user per minute (counters in Redis when configured): 429. */
async function aiRateLimit(req: Request, res: Response, next: NextFunction): Promise<void> {
  let limiter = limiters.get(req.app);
  if (!limiter) {
    const factory = req.app.locals.rateLimitStore as RateLimitStoreFactory | undefined;
    limiter = rateLimit({
      windowMs: 60_000,
      limit: resolveAiConfig(appConfig(req).ai).ratePerMin,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      store: factory?.('ai-chat'),
      keyGenerator: (r) => currentUser(r).id,
      passOnStoreError: false,
      // Built lazily (the limit comes from the app's config), hence inside a request.
      validate: { creationStack: false },
      handler: (_req, _res, fail) => {
        countRateLimited('ai-chat');
        fail(aiRateLimited());
      },
    });
    limiters.set(req.app, limiter);
  }
  await limiter(req, res, next);
}

async function aiEnabled(_req: Request, _res: Response, next: NextFunction): Promise<void> {
  await assertAiEnabled();
  next();
}

/** Aborts when the client goes away before the answer is complete, which stops the generation. */
function abortOnDisconnect(res: Response): AbortController {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort(new Error('client disconnected'));
  });
  return controller;
}

function errorFields(err: unknown): AppError {
  return err instanceof AppError ? err : new AppError(500, 'INTERNAL', MSG.internal);
}

/**
 * Logs an answer; one the offline coach gave because the model failed is a warning naming the
 * model's error code, and the response carries the same marker in `meta`.
 */
function logAnswer(req: Request, provider: AiProvider, result: AiResult, stream: boolean): void {
  const fields = { provider: provider.name, tokens: result.tokens, ...(stream ? { stream } : {}) };
  if (result.meta) {
    req.log?.warn(
      { ...fields, fallback: result.meta.fallback, reason: result.meta.reason },
      'ai answer from the offline coach: the model failed',
    );
  } else req.log?.info(fields, 'ai answer');
}

const answerBody = (result: AiResult): AiChatResponse => ({
  response: result.text,
  tokens: result.tokens,
  ...(result.meta ? { meta: result.meta } : {}),
  ...(result.suggestions?.length ? { suggestions: result.suggestions } : {}),
});

/** SSE: `delta` events `{ delta }`, then `done` `{ response, tokens }`, or `error` `{ message, code, status }`. */
async function streamAnswer(req: Request, res: Response, provider: AiProvider, request: AiRequest) {
  const controller = abortOnDisconnect(res);
  res.status(200).set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store, no-transform',
    // nginx: pass events through as they come.
    'X-Accel-Buffering': 'no',
  });
  res.flushHeaders();
  const send = (event: string, data: unknown) =>
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const stream = provider.stream(request, controller.signal);
  const answer = startAiAnswer(provider.name, resolveAiConfig(appConfig(req).ai).model, true);
  res.once('close', () => answer.end('aborted')); // no-op once the answer has ended
  try {
    for (;;) {
      const next = await stream.next();
      if (next.done) {
        send('done', answerBody(next.value));
        answer.end('success', next.value.tokens);
        logAnswer(req, provider, next.value, true);
        break;
      }
      send('delta', { delta: next.value });
    }
  } catch (err) {
    answer.end(controller.signal.aborted ? 'aborted' : 'error');
    if (controller.signal.aborted) return;
    const error = errorFields(err);
    if (error.status >= 500) req.log?.error({ err }, 'ai stream failed');
    send('error', { message: say(req, error.msg), code: error.code, status: error.status });
  }
  res.end();
}

export const aiRouter = Router();

aiRouter.post(
  '/chat',
  requireUser,
  requireAiAccess,
  validate(aiChatSchema),
  aiEnabled,
  aiRateLimit,
  async (req: Request, res: Response) => {
    const body = input(res, aiChatSchema, 'body');
    const request = await buildAiRequest(currentUser(req).id, body);
    const provider = selectProvider(appConfig(req));
    if (req.accepts(['application/json', 'text/event-stream']) === 'text/event-stream') {
      return streamAnswer(req, res, provider, request);
    }
    const controller = abortOnDisconnect(res);
    const answer = startAiAnswer(provider.name, resolveAiConfig(appConfig(req).ai).model, false);
    try {
      const result = await provider.complete(request, controller.signal);
      answer.end('success', result.tokens);
      logAnswer(req, provider, result, false);
      res.json(answerBody(result));
    } catch (err) {
      answer.end(controller.signal.aborted ? 'aborted' : 'error');
      // Nobody is left to answer: the client went away.
      if (controller.signal.aborted) return;
      throw err;
    }
  },
);
