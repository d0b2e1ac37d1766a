import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteSetting, UpdateSettingRequest } from '@zak/contract';
import { apiSend } from 'shared-ui';
import { settingsQueryOptions } from './get-settings';

export function updateSetting(input: UpdateSettingRequest): Promise<SiteSetting[]> {
  return apiSend<SiteSetting[]>('POST', '/api/admin/settings', input);
}

/** Saves one setting; the list is refetched afterwards (the spec's behaviour). */
export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSetting,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsQueryOptions().queryKey }),
  });
}
