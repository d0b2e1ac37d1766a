import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, MessageResponse } from '@zak/contract';
import { apiSend } from 'shared-ui';

export function changePassword(input: ChangePasswordRequest): Promise<MessageResponse> {
  return apiSend<MessageResponse>('POST', '/api/admin/change-password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
