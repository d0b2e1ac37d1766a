import { useMutation } from '@tanstack/react-query';
import { downloadBlob, saveBlob } from 'shared-ui';

/** Name of the saved file: "zak-coaching-training-<yyyy-mm-dd>.csv" (the member's own date). */
export function trainingExportFileName(now: Date = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
  return `zak-coaching-training-${day}.csv`;
}

/**
 * GET /api/training/export.csv: the whole training log, one row per set, in the app's language
 * (Accept-Language), saved through the browser.
 */
export function useExportTrainingLog() {
  return useMutation({
    mutationFn: () => downloadBlob('/api/training/export.csv'),
    onSuccess: (blob) => saveBlob(blob, trainingExportFileName()),
  });
}
