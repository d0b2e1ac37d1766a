import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@zak/contract';
import { apiSend } from 'shared-ui';
import { usersKeys } from './get-users';

export interface UpdateUserStatusInput {
  id: string;
  isActive: boolean;
}

export function updateUserStatus({ id, isActive }: UpdateUserStatusInput): Promise<AdminUser> {
  return apiSend<AdminUser>('PATCH', `/api/admin/users/${encodeURIComponent(id)}/status`, {
    isActive,
  });
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
