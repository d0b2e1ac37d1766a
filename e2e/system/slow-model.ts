// A stand-in for an external OpenAI-compatible model endpoint (a third-party service, not the
// project's API): POST /v1/chat/completions streams `words` chunks `intervalMs` apart, so a chat
// answer stays in flight long enough to send SIGTERM to the replica serving it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SlowModel {
  baseUrl: string;
  close: () => Promise<void>;
}

export async function startSlowModel(words: string[], intervalMs: number): Promise<SlowModel> {
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end('{"error":{"message":"not found"}}');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const chunk = (body: object) => res.write(`data: ${JSON.stringify(body)}\n\n`);
      const base = {
        id: 'chatcmpl-slow',
        object: 'chat.completion.chunk',
        created: 0,
        model: 'slow',
      };
      let i = 0;
      const timer = setInterval(() => {
        if (i < words.length) {
          chunk({
            ...base,
            choices: [{ index: 0, delta: { content: `${words[i]} ` }, finish_reason: null }],
          });
          i += 1;
          return;
        }
        clearInterval(timer);
        chunk({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
        chunk({
          ...base,
          choices: [],
          usage: {
            prompt_tokens: 10,
            completion_tokens: words.length,
            total_tokens: 10 + words.length,
          },
        });
        res.end('data: [DONE]\n\n');
      }, intervalMs);
      res.on('close', () => clearInterval(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
