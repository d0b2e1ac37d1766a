// Reads an import's file off the event loop: one worker thread per import (imports are few: a
// member's are rate limited), which parses it (parse-worker.ts) and sends the sessions back. The
// API's thread only copies the result in, so other requests are answered meanwhile
// (docs/performance.md#the-training-log-34).
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { TrainingImportFormat } from '@zak/contract';
import type { OnChecked } from './common';
import { TrainingImportError, type ImportErrorCode, type ImportResult } from './types';

export interface ParseRequest {
  format: TrainingImportFormat;
  unit: 'kg' | 'lb';
  timeZone: string;
  text: string;
}

export type ParseReply =
  { ok: true; result: ImportResult } | { ok: false; code?: ImportErrorCode; message: string };

/**
 * What the worker sends: its reading's progress (csv.ts onRead), its row checks' (common.ts
 * eachSetRow), then its one reply.
 */
export type ParseMessage =
  | { reading: { rows: number; bytes: number } }
  | { checking: { rows: number; total: number } }
  | ParseReply;

/**
 * The built API runs parse-worker.js; from the sources (tests, benches), tsx loads the .ts, with
 * api/tsconfig.run.json so that @zak/contract is read from its sources too (its build,
 * contract/dist, may not exist yet: a clean clone's API tests run before the build).
 */
function startWorker(request: ParseRequest): Worker {
  const options = {
    workerData: request,
    // A file of 5 MB at most (the body limit): its rows fit well under this.
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  };
  if (__filename.endsWith('.js'))
    return new Worker(path.join(__dirname, 'parse-worker.js'), options);
  const source = path.join(__dirname, 'parse-worker.ts');
  const tsx = require.resolve('tsx/cjs');
  return new Worker(`require(${JSON.stringify(tsx)}); require(${JSON.stringify(source)});`, {
    ...options,
    eval: true,
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: path.join(__dirname, '..', '..', '..', '..', 'tsconfig.run.json'),
    },
  });
}

/**
 * parseStrongCsv or parseHevyCsv on a worker thread; throws TrainingImportError as they do.
 * `onRead` hears the reading's progress (rows and bytes read) as the worker reports it, then
 * `onChecked` the row checks' (rows checked of the total).
 */
export function parseOffLoop(
  request: ParseRequest,
  onRead?: (rows: number, bytes: number) => void,
  onChecked?: OnChecked,
): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(request);
    let settled = false;
    worker.on('message', (message: ParseMessage) => {
      if (settled) return;
      if ('reading' in message) {
        onRead?.(message.reading.rows, message.reading.bytes);
        return;
      }
      if ('checking' in message) {
        onChecked?.(message.checking.rows, message.checking.total);
        return;
      }
      const reply = message;
      settled = true;
      if (reply.ok) resolve(reply.result);
      else if (reply.code) reject(new TrainingImportError(reply.code, reply.message));
      else reject(new Error(`The import's reader failed: ${reply.message}`));
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`The import's reader stopped (${code}) without an answer.`));
    });
  });
}
