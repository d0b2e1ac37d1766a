import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { fixedHeaders } from './security-headers';

const options: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", 'https://cdn.example'] },
  },
  hsts: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

async function headersOf(middleware: RequestHandler) {
  const app = express();
  app.use(middleware);
  app.get('/', (_req, res) => res.json({ ok: true }));
  const { headers } = await request(app).get('/');
  const { date: _date, etag: _etag, ...rest } = headers;
  return rest;
}

describe('fixedHeaders', () => {
  it('sets exactly the headers helmet sets, X-Powered-By removed', async () => {
    const fixed = await headersOf(fixedHeaders(helmet(options)));
    expect(fixed).toEqual(await headersOf(helmet(options)));
    expect(fixed['content-security-policy']).toContain("script-src 'self' https://cdn.example");
    expect(fixed['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(fixed['x-powered-by']).toBeUndefined();
  });

  it('refuses a policy that depends on the request (a nonce function)', () => {
    const nonce = helmet({
      contentSecurityPolicy: {
        directives: { scriptSrc: ["'self'", (req) => `'nonce-${String(req.headers['x-n'])}'`] },
      },
    });
    expect(() => fixedHeaders(nonce)).toThrow();
  });
});
