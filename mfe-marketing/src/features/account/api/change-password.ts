import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, MessageResponse } from '@zak/contract';
import { ROUTES, apiSend, useEndSession } from 'shared-ui';

/** POST /api/account/change-password (current password required; ends the session). */
export const changePassword = (body: ChangePasswordRequest): Promise<MessageResponse> =>
  apiSend<MessageResponse>('POST', '/api/account/change-password', body);

/** On success: `onChanged`, then off to /auth to sign in with the new password. */
export function useChangePassword(onChanged: () => void) {
  const endSession = useEndSession();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      onChanged();
      endSession(ROUTES.auth);
    },
  });
}
