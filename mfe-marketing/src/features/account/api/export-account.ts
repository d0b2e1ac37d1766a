import { useMutation } from '@tanstack/react-query';
import { downloadBlob, saveBlob } from 'shared-ui';

/** GET /api/account/export: the account and every conversation and message, as a JSON file. */
export function exportAccount(): Promise<Blob> {
  return downloadBlob('/api/account/export', 'application/json');
}

/** Name of the saved file: "zak-coaching-data-<username>-<yyyy-mm-dd>.json". */
export function exportFileName(username: string, now: Date = new Date()): string {
  const safe = username.replace(/[^\w.-]+/g, '_');
  return `zak-coaching-data-${safe}-${now.toISOString().slice(0, 10)}.json`;
}

/** Downloads the member's data and saves it through the browser. */
export function useExportAccount(username: string) {
  return useMutation({
    mutationFn: exportAccount,
    onSuccess: (blob) => saveBlob(blob, exportFileName(username)),
  });
}
