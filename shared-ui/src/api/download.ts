// Files the member or administrator downloads: a GET with the session cookie, then the browser's
// own save flow. One helper for every remote (admin CSVs, account data, chat transcripts, training log).
import { apiFetch } from './client';

/** GETs a file (a CSV or JSON export) with the session cookie; throws the client's ApiError when refused. */
export async function downloadBlob(path: string, accept = 'text/csv'): Promise<Blob> {
  const res = await apiFetch(path, { method: 'GET', headers: { Accept: accept } });
  return res.blob();
}

/** Hands a downloaded file to the browser under `filename` (the browser's own save flow). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Chromium starts reading the blob URL asynchronously after click(): let the download start
  // before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves text as a file (no server round trip). */
export function saveText(filename: string, text: string, type: string): void {
  saveBlob(new Blob([text], { type }), filename);
}
