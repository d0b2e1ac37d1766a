import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createAppServer } from './app-server';

/** GET `path` on `server` (listening on a free port), resolving to the status and body. */
async function get(server: http.Server, path: string) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`);
    return { status: res.status, body: await res.text(), headers: res.headers };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('createAppServer', () => {
  it("creates requests and responses with the app's prototypes before Express handles them", async () => {
    const app = express();
    // Something the app adds to its request prototype (as the request logger adds req.log).
    Object.defineProperty(app.request, 'marker', { get: () => 'from the app' });
    const seen: boolean[] = [];
    app.get('/x', (req, res) => {
      res.json({ marker: (req as unknown as { marker: string }).marker, ip: req.ip });
    });
    const server = createAppServer(app);
    // Runs before the app's listener: what Express's own Object.setPrototypeOf would otherwise fix.
    server.prependListener('request', (req, res) => {
      seen.push(
        Object.getPrototypeOf(req) === app.request,
        Object.getPrototypeOf(res) === app.response,
        req instanceof http.IncomingMessage,
        res instanceof http.ServerResponse,
      );
    });
    const answer = await get(server, '/x');
    expect(seen).toEqual([true, true, true, true]);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual({ marker: 'from the app', ip: '127.0.0.1' });
  });
});
