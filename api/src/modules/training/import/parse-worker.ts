// The import's file read on a worker thread (parse-off-loop.ts starts one per import): the CSV
// reader and the row checks of a five-year export take seconds of CPU, which on the API's thread
// would hold every other request for as long.
import { parentPort, workerData } from 'node:worker_threads';
import { parseHevyCsv } from './hevy';
import { parseStrongCsv } from './strong';
import { TrainingImportError } from './types';
import type { ParseMessage, ParseReply, ParseRequest } from './parse-off-loop';

const { format, unit, timeZone, text } = workerData as ParseRequest;
let reply: ParseReply;
try {
  // The reading's and the checks' progress go to the API's thread as they come (parse-off-loop.ts).
  const onRead = (rows: number, bytes: number) => {
    const message: ParseMessage = { reading: { rows, bytes } };
    parentPort?.postMessage(message);
  };
  const onChecked = (rows: number, total: number) => {
    const message: ParseMessage = { checking: { rows, total } };
    parentPort?.postMessage(message);
  };
  reply = {
    ok: true,
    result:
      format === 'hevy'
        ? parseHevyCsv(text, { timeZone, onRead, onChecked })
        : parseStrongCsv(text, { unit, timeZone, onRead, onChecked }),
  };
} catch (error) {
  reply =
    error instanceof TrainingImportError
      ? { ok: false, code: error.code, message: error.message }
      : { ok: false, message: error instanceof Error ? error.message : String(error) };
}
parentPort?.postMessage(reply);
