import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserUpdate } from '@zak/contract';
import { apiSend } from 'shared-ui';
import { usersKeys } from './get-users';

export interface UpdateUserInput {
  id: string;
  changes: AdminUserUpdate;
}

export function updateUser({ id, changes }: UpdateUserInput): Promise<AdminUser> {
  return apiSend<AdminUser>('PATCH', `/api/admin/users/${encodeURIComponent(id)}`, changes);
}

/** Edits username, email, role, AI access or its expiry; every users list is refetched afterwards. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
