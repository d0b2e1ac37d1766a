import type { NextFunction, Request, RequestHandler, Response } from 'express';

type HeaderValue = string | number | readonly string[];

/**
 * The headers a helmet middleware sets, computed once and set by a single middleware: with static
 * directives (no per-request nonce) they never depend on the request, and helmet's dozen chained
 * middlewares cost more per answer than the headers themselves. Throws when `helmetMiddleware`
 * does not finish synchronously or fails (a directive that needs the request).
 */
export function fixedHeaders(helmetMiddleware: RequestHandler): RequestHandler {
  const set: Array<[string, HeaderValue]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: HeaderValue) => void set.push([name, value]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let done = false;
  void helmetMiddleware({} as Request, recorder as unknown as Response, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    done = true;
  });
  if (!done) throw new Error('security headers: helmet did not finish synchronously');
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}
