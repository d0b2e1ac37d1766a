import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, RecoveryCodes, TotpEnrolment } from '@zak/contract';
import { apiSend } from 'shared-ui';

/** POST /api/auth/second-factor/enrolment: a new key (current password), shown once. */
export const useStartEnrolment = () =>
  useMutation({
    mutationFn: (currentPassword: string) =>
      apiSend<TotpEnrolment>('POST', '/api/auth/second-factor/enrolment', { currentPassword }),
  });

/** POST /api/auth/second-factor/enrolment/confirm: the first code; answers the recovery codes. */
export const useConfirmEnrolment = () =>
  useMutation({
    mutationFn: (code: string) =>
      apiSend<RecoveryCodes>('POST', '/api/auth/second-factor/enrolment/confirm', { code }),
  });

/** POST /api/auth/second-factor/verify: a 6-digit code or a recovery code. */
export const useVerifySecondFactor = () =>
  useMutation({
    mutationFn: (code: string) =>
      apiSend<MessageResponse>('POST', '/api/auth/second-factor/verify', { code }),
  });
