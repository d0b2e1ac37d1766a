// A local HTTP proxy in front of a running copy of the site that forwards everything and drops one
// response header. `npm run bench -- --frontend-only --without-coop` measures the public pages
// through it without Cross-Origin-Opener-Policy: a document with that header is put in a browsing
// context group (and renderer process) of its own, and Lighthouse counts that process's start-up
// as blocking time of the page (see the README's "First load"). The proxy's own hop only slows the
// rows measured through it. It runs as a child process: the bench waits for Lighthouse
// synchronously, which would stall a proxy in its own event loop.
//   node scripts/bench/strip-header-proxy.mjs <base URL> <header>   (prints its URL, then serves)
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

function serve(base, header) {
  const target = new URL(base);
  const drop = header.toLowerCase();
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        const headers = { ...answer.headers };
        delete headers[drop];
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.listen(0, '127.0.0.1', () => {
    console.log(`http://127.0.0.1:${server.address().port}`);
  });
}

/** Starts the proxy in a child process; resolves to its base URL and a close(). */
export function stripHeaderProxy(base, header) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), base, header], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`header proxy exited (${code})`)));
    child.stdout.once('data', (chunk) => {
      resolve({
        url: String(chunk).trim(),
        close: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill();
          }),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) serve(process.argv[2], process.argv[3]);
