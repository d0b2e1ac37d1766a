import { useMutation } from '@tanstack/react-query';
import { downloadBlob, saveBlob, withQuery } from 'shared-ui';
import { iaLogsFilterParams, type IaLogsFilters } from './get-ia-logs';

export const IA_LOGS_EXPORT_FILENAME = 'ia-logs.csv';

export async function exportIaLogs(filters: IaLogsFilters): Promise<void> {
  const blob = await downloadBlob(
    withQuery('/api/admin/ia-logs/export', iaLogsFilterParams(filters)),
  );
  saveBlob(blob, IA_LOGS_EXPORT_FILENAME);
}

export function useExportIaLogs() {
  return useMutation({ mutationFn: exportIaLogs });
}
