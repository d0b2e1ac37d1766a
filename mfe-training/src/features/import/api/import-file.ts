// POST /api/training/import: a Strong or Hevy CSV export sent as it is (text/csv), first as a
// preview (dryRun: nothing stored), then for good, its progress read from the answer's events.
import type {
  TrainingImportEvent,
  TrainingImportFormat,
  TrainingImportProgress,
  TrainingImportChecking,
  TrainingImportMatching,
  TrainingImportReading,
  TrainingImportReport,
} from '@zak/contract';
import { apiFetch, createSseParser, idempotencyKey, withQuery } from 'shared-ui';

export const IMPORT_PATH = '/api/training/import';
/** The API's limit on the file (413 above): 5 MB. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export interface ImportRequest {
  format: TrainingImportFormat;
  /** Strong's file does not say its unit; ignored for Hevy. */
  unit: 'kg' | 'lb' | null;
  timeZone: string;
  text: string;
}

/** The import stopped on the server: `message` (the API's, in the member's language) says why. */
export class ImportStreamError extends Error {}

/**
 * Where the import is (the import, not the preview): the server reading the file (rows and bytes
 * read), checking its rows (checked so far of the total), matching its exercise names (matched so
 * far of the total), then storing its new sessions (stored so far of the total).
 */
export type ImportProgress =
  | ({ phase: 'reading' } & TrainingImportReading)
  | ({ phase: 'checking' } & TrainingImportChecking)
  | ({ phase: 'matching' } & TrainingImportMatching)
  | ({ phase: 'storing' } & TrainingImportProgress);
export type OnImportProgress = (progress: ImportProgress) => void;

/** Reads the import's events (TrainingImportEvent) until its report. */
async function readImportEvents(res: Response, onProgress: OnImportProgress) {
  if (!res.body) throw new ImportStreamError('');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const parse = createSseParser();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    for (const { event, data } of parse(decoder.decode(value, { stream: true }))) {
      const payload = JSON.parse(data) as TrainingImportEvent['data'];
      if (event === 'reading')
        onProgress({ phase: 'reading', ...(payload as TrainingImportReading) });
      else if (event === 'checking')
        onProgress({ phase: 'checking', ...(payload as TrainingImportChecking) });
      else if (event === 'matching')
        onProgress({ phase: 'matching', ...(payload as TrainingImportMatching) });
      else if (event === 'progress')
        onProgress({ phase: 'storing', ...(payload as TrainingImportProgress) });
      else if (event === 'done') return payload as TrainingImportReport;
      else if (event === 'error')
        throw new ImportStreamError((payload as { message: string }).message);
    }
  }
  // Closed without its report (the network went): the server may still finish it.
  throw new ImportStreamError('');
}

/**
 * The preview (dryRun), or the import told as it goes (Accept: text/event-stream: `onProgress`
 * as the server reads the file, then with each chunk of sessions stored, then the report).
 */
export async function importFile(
  request: ImportRequest,
  dryRun: boolean,
  onProgress: OnImportProgress = () => undefined,
): Promise<TrainingImportReport> {
  const path = withQuery(IMPORT_PATH, {
    format: request.format,
    unit: request.format === 'strong' ? request.unit : null,
    timeZone: request.timeZone,
    dryRun: dryRun ? 'true' : null,
  });
  const res = await apiFetch(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'text/csv',
      'Idempotency-Key': idempotencyKey(),
      ...(dryRun ? {} : { Accept: 'text/event-stream' }),
    },
    body: request.text,
  });
  if (res.headers.get('Content-Type')?.startsWith('text/event-stream'))
    return readImportEvents(res, onProgress);
  return (await res.json()) as TrainingImportReport;
}

/** Hevy's header names its columns in snake case ("exercise_title"); Strong's does not. */
export const guessFormat = (text: string): TrainingImportFormat =>
  /(^|[",;])exercise_title([",;]|$)/m.test(text.slice(0, 2000)) ? 'hevy' : 'strong';

/** The browser's IANA time zone: the exports write local times. */
export const browserTimeZone = () =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Paris';

/** A file's text (UTF-8), through FileReader: every browser has it, and test DOMs too. */
export function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(blob);
  });
}
