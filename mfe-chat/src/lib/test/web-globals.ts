// jsdom test environments lack the Fetch API and its streams: take Node's own implementations so
// component tests exercise the real shared-ui API client (only `fetch` itself is replaced).
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { TextDecoder, TextEncoder } from 'node:util';
import * as undiciModule from 'undici';
import { MessageChannel, MessagePort } from 'node:worker_threads';

const target = globalThis as Record<string, unknown>;
for (const [name, value] of Object.entries({
  TextDecoder,
  TextEncoder,
  ReadableStream,
  TransformStream,
  WritableStream,
  MessageChannel,
  MessagePort,
})) {
  if (target[name] === undefined) target[name] = value;
}

const undici: Record<string, unknown> = undiciModule;
for (const name of ['Response', 'Request', 'Headers', 'FormData', 'Blob']) {
  if (target[name] === undefined) target[name] = undici[name];
}
if (typeof structuredClone === 'undefined')
  target.structuredClone = (v: unknown) => JSON.parse(JSON.stringify(v));
