import { useMutation } from '@tanstack/react-query';
import { apiFetch } from 'shared-ui';

/** GET /api/account/export: the account and every conversation and message, as a JSON file. */
export async function exportAccount(): Promise<Blob> {
  const res = await apiFetch('/api/account/export', { method: 'GET' });
  return res.blob();
}

/** Name of the saved file: "zak-coaching-data-<username>-<yyyy-mm-dd>.json". */
export function exportFileName(username: string, now: Date = new Date()): string {
  const safe = username.replace(/[^\w.-]+/g, '_');
  return `zak-coaching-data-${safe}-${now.toISOString().slice(0, 10)}.json`;
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the download start before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads the member's data and saves it through the browser. */
export function useExportAccount(username: string) {
  return useMutation({
    mutationFn: exportAccount,
    onSuccess: (blob) => saveBlob(blob, exportFileName(username)),
  });
}
