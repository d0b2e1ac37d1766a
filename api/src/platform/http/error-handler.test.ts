import express from 'express';
import request from 'supertest';
import { AppError } from '../app-error';
import { errorHandler } from './error-handler';

/** An app whose one route fails with `error`, answered by the error middleware. */
function failingWith(error: unknown) {
  const app = express();
  app.get('/fail', () => {
    throw error;
  });
  app.use(errorHandler);
  return app;
}

function pgError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('error middleware: outages answer 503, bugs 500', () => {
  test.each([
    [
      'Sequelize wrapping an admin shutdown',
      Object.assign(new Error('terminating connection'), {
        name: 'SequelizeDatabaseError',
        parent: pgError('57P01', 'terminating connection due to administrator command'),
      }),
    ],
    [
      'a raw driver error of a statement sent on a pooled connection (admin shutdown)',
      pgError('57P01', 'terminating connection due to administrator command'),
    ],
    ['a raw driver error: the database is starting up', pgError('57P03', 'starting up')],
    ['a raw connection exception', pgError('08006', 'connection failure')],
    ['a socket reset', pgError('ECONNRESET', 'read ECONNRESET')],
    ['a refused connection', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a terminated connection', new Error('Connection terminated unexpectedly')],
  ])('%s: 503 UNAVAILABLE with Retry-After', async (_label, error) => {
    const res = await request(failingWith(error)).get('/fail');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: expect.any(String), code: 'UNAVAILABLE' });
    expect(res.headers['retry-after']).toBe('5');
  });

  test('a query error that is not an outage stays a 500 without internals', async () => {
    const res = await request(failingWith(pgError('42P01', 'relation "nope" does not exist'))).get(
      '/fail',
    );
    expect(res.status).toBe(500);
    expect(res.body.code).toBe('INTERNAL');
    expect(JSON.stringify(res.body)).not.toContain('nope');
  });

  test('an AppError keeps its status and code', async () => {
    const res = await request(failingWith(new AppError(404, 'NOT_FOUND', 'notFound'))).get('/fail');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});
