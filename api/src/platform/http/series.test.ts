import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { series } from './series';

const req = {} as Request;
const res = {} as Response;

/** Runs `handler` and resolves with what it passed to its own next. */
function run(handler: RequestHandler): Promise<unknown[]> {
  return new Promise((resolve) => {
    void handler(req, res, ((...args: unknown[]) => resolve(args)) as NextFunction);
  });
}

describe('series', () => {
  it('runs each middleware in turn, then next()', async () => {
    const seen: string[] = [];
    const step =
      (name: string): RequestHandler =>
      (_req, _res, next) => {
        seen.push(name);
        next();
      };
    const async: RequestHandler = async (_req, _res, next) => {
      await Promise.resolve();
      seen.push('async');
      next();
    };
    expect(await run(series(step('a'), async, step('b')))).toEqual([]);
    expect(seen).toEqual(['a', 'async', 'b']);
  });

  it.each([
    [
      'a thrown error',
      (() => {
        throw new Error('boom');
      }) as RequestHandler,
    ],
    ['a rejected promise', (async () => Promise.reject(new Error('boom'))) as RequestHandler],
    ['next(err)', ((_req, _res, next) => next(new Error('boom'))) as RequestHandler],
  ])('passes %s to next(err) and skips the rest', async (_name, failing) => {
    const after = jest.fn();
    const [err] = await run(series(failing, after));
    expect(err).toEqual(new Error('boom'));
    expect(after).not.toHaveBeenCalled();
  });
});
