import { useMutation } from '@tanstack/react-query';
import { downloadBlob, saveBlob, withQuery } from 'shared-ui';
import { usersFilterParams, type UsersFilters } from './get-users';

export const USERS_EXPORT_FILENAME = 'users.csv';

/** Downloads the CSV the API streams for the current filters (no paging: every matching user). */
export async function exportUsers(filters: UsersFilters): Promise<void> {
  const blob = await downloadBlob(withQuery('/api/admin/users/export', usersFilterParams(filters)));
  saveBlob(blob, USERS_EXPORT_FILENAME);
}

export function useExportUsers() {
  return useMutation({ mutationFn: exportUsers });
}
