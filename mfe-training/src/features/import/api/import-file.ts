// POST /api/training/import: a Strong or Hevy CSV export sent as it is (text/csv), first as a
// preview (dryRun: nothing stored), then for good.
import type { TrainingImportFormat, TrainingImportReport } from '@zak/contract';
import { apiFetch, idempotencyKey, withQuery } from 'shared-ui';

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

export async function importFile(
  request: ImportRequest,
  dryRun: boolean,
): Promise<TrainingImportReport> {
  const path = withQuery(IMPORT_PATH, {
    format: request.format,
    unit: request.format === 'strong' ? request.unit : null,
    timeZone: request.timeZone,
    dryRun: dryRun ? 'true' : null,
  });
  const res = await apiFetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv', 'Idempotency-Key': idempotencyKey() },
    body: request.text,
  });
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
