import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest, MessageResponse } from '@zak/contract';
import { ROUTES, apiSend, useEndSession } from 'shared-ui';

/** DELETE /api/account: erases the account, its conversations and messages; 403 for admins. */
export const deleteAccount = (body: DeleteAccountRequest): Promise<MessageResponse> =>
  apiSend<MessageResponse>('DELETE', '/api/account', body);

/** On success: `onDeleted`, then home. */
export function useDeleteAccount(onDeleted: () => void) {
  const endSession = useEndSession();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      onDeleted();
      endSession(ROUTES.home);
    },
  });
}
