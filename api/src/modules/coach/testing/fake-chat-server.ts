import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny OpenAI-compatible chat-completions server for tests. The requested `model` picks the
 * behaviour, so one server serves every scenario:
 * - `ok` answers "Echo: <last user message>" (JSON, or SSE in 3 deltas + a usage chunk)
 * - `slow` waits `slowMs` before the headers; `stall` sends one delta then goes silent
 * - `endless` streams a delta every 10 ms until the client goes away
 * - `status-<code>` answers that HTTP status with an OpenAI-style error body
 * - `malformed` answers invalid JSON / invalid SSE data; `empty` answers no choices
 * - `no-usage` answers without usage figures
 */
export interface FakeChatServer {
  url: string;
  /** Every request body received, oldest first. */
  requests: {
    model: string;
    stream?: boolean;
    max_tokens?: number;
    messages: { role: string; content: string }[];
  }[];
  /** Resolves when a streaming response is closed by the client before it finished. */
  clientGone: Promise<void>;
  close(): Promise<void>;
}

export const FAKE_USAGE = { prompt_tokens: 42, completion_tokens: 7, total_tokens: 49 };

export async function startFakeChatServer(slowMs = 2000): Promise<FakeChatServer> {
  const requests: FakeChatServer['requests'] = [];
  let markGone: () => void = () => undefined;
  const clientGone = new Promise<void>((resolve) => {
    markGone = resolve;
  });
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const body = JSON.parse(raw) as FakeChatServer['requests'][number];
    requests.push(body);
    const last = [...body.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
    const text = `Echo: ${last}`;
    const model = body.model;
    const json = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const chunk = (content: string | undefined, usage?: object) =>
      `data: ${JSON.stringify({
        id: 'c1',
        object: 'chat.completion.chunk',
        created: 0,
        model,
        choices:
          content === undefined ? [] : [{ index: 0, delta: { content }, finish_reason: null }],
        ...(usage ? { usage } : {}),
      })}\n\n`;
    const startSse = () =>
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });

    const status = /^status-(\d{3})$/.exec(model);
    if (status?.[1]) {
      return json(Number(status[1]), {
        error: { message: 'upstream failure', type: 'server_error' },
      });
    }
    if (model === 'slow') {
      return later(slowMs, () => json(200, completion(model, text)));
    }
    if (model === 'malformed') {
      if (body.stream) {
        startSse();
        return res.end('data: {"choices": [ this is not json\n\n');
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"id": "x", "choices": [');
    }
    if (model === 'empty') {
      if (body.stream) {
        startSse();
        return res.end('data: [DONE]\n\n');
      }
      return json(200, { id: 'x', object: 'chat.completion', created: 0, model, choices: [] });
    }
    if (!body.stream) {
      const answer = completion(model, text);
      if (model === 'no-usage') delete (answer as { usage?: unknown }).usage;
      return json(200, answer);
    }
    startSse();
    if (model === 'stall') {
      res.write(chunk('Echo'));
      return; // never ends: the client's idle deadline must fire
    }
    if (model === 'endless') {
      res.on('close', () => {
        if (!res.writableFinished) markGone();
      });
      const tick = () => {
        if (res.destroyed) return;
        res.write(chunk('rep '));
        later(10, tick);
      };
      return tick();
    }
    const parts = [text.slice(0, 4), text.slice(4, 10), text.slice(10)];
    for (const part of parts) res.write(chunk(part));
    if (model !== 'no-usage') res.write(chunk(undefined, FAKE_USAGE));
    res.end('data: [DONE]\n\n');
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(400);
      res.end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    clientGone,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

function completion(model: string, text: string): object {
  return {
    id: 'c1',
    object: 'chat.completion',
    created: 0,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: FAKE_USAGE,
  };
}
