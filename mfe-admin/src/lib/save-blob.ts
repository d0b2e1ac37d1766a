import { apiFetch } from 'shared-ui';

/** GETs a file (CSV export) with the session cookie; throws the client's ApiError when refused. */
export async function downloadBlob(path: string): Promise<Blob> {
  const res = await apiFetch(path, { method: 'GET', headers: { Accept: 'text/csv' } });
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
  // Revoke on the next task: Chromium starts reading the blob URL asynchronously after click().
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
