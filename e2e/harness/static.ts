// A static host for one remote, like its own container: entries revalidate, chunks cached a
// year, readable from another origin.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

export function serveStatic(dir: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    const entry = /(remoteEntry\.js|mf-manifest\.json)$/.test(file);
    res.writeHead(200, {
      'Content-Type': file.endsWith('.json') ? 'application/json' : 'application/javascript',
      'Cache-Control': entry ? 'no-cache' : 'public, max-age=31536000, immutable',
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
