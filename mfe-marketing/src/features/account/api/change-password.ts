import { useMutation } from '@tanstack/react-query';
import { apiSend } from 'shared-ui';
import type { ChangePasswordRequest, MessageResponse } from 'shared-ui';
import { useEndLocalSession } from './end-session';

/** POST /api/account/change-password (current password required; ends the session). */
export const changePassword = (body: ChangePasswordRequest): Promise<MessageResponse> =>
  apiSend<MessageResponse>('POST', '/api/account/change-password', body);

export function useChangePassword() {
  const endSession = useEndLocalSession();
  return useMutation({ mutationFn: changePassword, onSuccess: endSession });
}
