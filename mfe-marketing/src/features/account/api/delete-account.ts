import { useMutation } from '@tanstack/react-query';
import { apiSend } from 'shared-ui';
import type { DeleteAccountRequest, MessageResponse } from 'shared-ui';
import { useEndLocalSession } from './end-session';

/** DELETE /api/account: erases the account, its conversations and messages; 403 for admins. */
export const deleteAccount = (body: DeleteAccountRequest): Promise<MessageResponse> =>
  apiSend<MessageResponse>('DELETE', '/api/account', body);

export function useDeleteAccount() {
  const endSession = useEndLocalSession();
  return useMutation({ mutationFn: deleteAccount, onSuccess: endSession });
}
