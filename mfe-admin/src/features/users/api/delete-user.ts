import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@zak/contract';
import { apiSend } from 'shared-ui';
import { usersKeys } from './get-users';

export function deleteUser(id: string): Promise<MessageResponse> {
  return apiSend<MessageResponse>('DELETE', `/api/admin/users/${encodeURIComponent(id)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
