import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Middlewares that run for every request, as one router layer: each of them in turn, with
 * Express's own rules (a thrown error or a rejected promise goes to `next(err)`, `next(err)` skips
 * the rest). A router layer costs more per request than most of these middlewares do (path
 * matching, parameter processing and a few closures each; README "Performance"): a sequence of
 * them mounted without a path gains nothing from being separate layers.
 */
export function series(...handlers: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let index = 0;
    const step = (err?: unknown): void => {
      if (err) return next(err);
      const handler = handlers[index];
      index += 1;
      if (!handler) return next();
      try {
        const result: unknown = handler(req, res, step);
        if (result instanceof Promise) {
          result.then(undefined, (reason: unknown) =>
            step(reason ?? new Error('Rejected promise')),
          );
        }
      } catch (thrown) {
        step(thrown);
      }
    };
    step();
  };
}
